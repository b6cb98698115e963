import { createHash } from 'node:crypto';

/**
 * A notification's id follows from its event and person, so every process can name it from a
 * signal that carries only the event id and the people (no lookup), and a repeated delivery makes
 * the same id.
 */
export function notificationIdFor(eventId: string, recipientUuid: string): string {
  const hex = createHash('sha256').update(`${eventId}\n${recipientUuid}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
