// One write waiting in the outbox, as stored: kept apart from the outbox's other shapes, which name
// the app's call table, so the service worker (apps/web/src/sw) reads entries without the app's code.

export interface OutboxEntry {
  /** Client-made id; for progress it is the body's client_event_id. */
  id: string;
  /** What kind of write, so listeners can pick theirs (e.g. 'progress'); the order holds per kind. */
  tag: string;
  /** uuid of the signed-in person who made the write. */
  owner: string;
  path: string;
  body: unknown;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
}
