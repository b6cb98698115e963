import type { FastifyBaseLogger } from 'fastify';
import type { Channel, DevOutbox, Notifier, OutgoingMessage } from './notifier.js';

/** Messages the demo keeps; the oldest go first. */
const OUTBOX_SIZE = 200;

/** "+91******3210", "pr***@demo.school": enough for a developer to see where a message went. */
export function maskAddress(to: string): string {
  if (to.includes('@')) {
    const [local = '', domain = ''] = to.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  return to.length > 7 ? `${to.slice(0, 3)}${'*'.repeat(to.length - 7)}${to.slice(-4)}` : '***';
}

/**
 * The development console (demo mode only; production builds no such adapter). Nothing leaves the
 * machine: the message is kept in memory so the demo's screens can show the code, and the log gets
 * one line that names the kind and a masked address, never the code or the text.
 */
export function createConsoleNotifier(log: FastifyBaseLogger): Notifier & { outbox: DevOutbox } {
  const kept: OutgoingMessage[] = [];
  const channels: readonly Channel[] = ['email', 'sms'];
  return {
    channels,
    outbox: {
      latest(to, kind, ref) {
        for (let i = kept.length - 1; i >= 0; i -= 1) {
          const message = kept[i]!;
          if (message.to === to && message.kind === kind && (ref === undefined || message.ref === ref)) return message;
        }
        return undefined;
      },
    },
    async send(message) {
      kept.push(message);
      if (kept.length > OUTBOX_SIZE) kept.shift();
      log.info(
        { channel: message.channel, to: maskAddress(message.to), kind: message.kind },
        'demo notifier: message kept on this server, not sent',
      );
    },
  };
}
