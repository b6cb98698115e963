import { appendFile, rename, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Channel, DevOutbox, Notifier, OutgoingMessage } from './notifier.js';

/** The demo's outbox file in DATA_DIR: every message the demo did not send, whole, one JSON line each. */
export const DEMO_OUTBOX_FILE = 'demo-outbox.jsonl';

/** Messages the demo keeps; the oldest go first. */
const OUTBOX_SIZE = 200;

/**
 * A demo left running for months must not fill its disk: past this size the outbox file becomes
 * `demo-outbox.jsonl.old` (replacing the previous one) and a new file starts.
 */
export const OUTBOX_FILE_BYTES = 1024 * 1024;

async function keepOutboxSmall(outboxFile: string): Promise<void> {
  const size = await stat(outboxFile).then(
    (s) => s.size,
    () => 0,
  );
  if (size > OUTBOX_FILE_BYTES) await rename(outboxFile, `${outboxFile}.old`);
}

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
 * machine. Each message is kept in memory (the screens show a code only to the browser that signed the
 * account up), printed whole on the server's console as production would send it, and appended to the
 * demo's outbox file (`outbox`: DATA_DIR/demo-outbox.jsonl) for whoever runs the demo. The structured
 * log gets one line naming the kind and a masked address, never the code or the text.
 */
export function createConsoleNotifier(
  log: FastifyBaseLogger,
  outboxFile: string | null = null,
): Notifier & { outbox: DevOutbox } {
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
      if (!outboxFile) return;
      // A silent server (the API tests) prints nothing.
      if (log.level !== 'silent')
        process.stderr.write(`[demo outbox] ${message.channel} to ${message.to}: ${message.text}\n`);
      const { channel, to, kind, text } = message;
      const line = JSON.stringify({ at: new Date().toISOString(), channel, to, kind, text });
      await keepOutboxSmall(outboxFile)
        .then(() => appendFile(outboxFile, `${line}\n`))
        .catch((err: unknown) => log.warn({ err }, 'demo notifier: the outbox file could not be written'));
    },
  };
}
