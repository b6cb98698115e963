import type { Channel, Notifier, OutgoingMessage } from '../platform/notify/notifier.js';

/**
 * A notifier that keeps what it is given, as a real adapter would hand it on: tests read the codes
 * and invitations that would have reached the person. Production-like: it has no demo outbox.
 */
export function createRecordingNotifier(channels: readonly Channel[] = ['email', 'sms']) {
  const sent: OutgoingMessage[] = [];
  const notifier: Notifier = {
    channels,
    async send(message) {
      sent.push(message);
    },
  };
  return {
    notifier,
    sent,
    /** The newest message to an address (and of a kind). */
    last(to: string, kind?: OutgoingMessage['kind']): OutgoingMessage | undefined {
      return [...sent].reverse().find((m) => m.to === to && (!kind || m.kind === kind));
    },
  };
}
