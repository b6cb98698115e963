import Type, { type Static } from 'typebox';

// The outbox's batch call: after a day offline a phone holds about a thousand
// writes; one request each costs a round trip each (100 ms on a slow link), so they go up to 200 in
// one call. Each entry is the outbox's own write (its client-made id, its POST path without the /api
// base, its body) and is run through that path's own route, so every check of the route applies.

export { SYNC_BATCH_MAX, SYNC_OUTBOX_PATHS, type SyncOutboxPath } from './sync-paths.js';
import { SYNC_BATCH_MAX } from './sync-paths.js';

export const SyncOutboxEntry = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 100, description: 'the write’s client-made id' }),
    path: Type.String({ minLength: 1, maxLength: 200, description: 'the write’s POST path, without /api' }),
    body: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
      maxProperties: 100,
      description: 'the write’s JSON body, checked by the path’s own route',
    }),
  },
  { additionalProperties: false },
);
export type SyncOutboxEntry = Static<typeof SyncOutboxEntry>;

export const SyncOutboxBody = Type.Object(
  { entries: Type.Array(SyncOutboxEntry, { minItems: 1, maxItems: SYNC_BATCH_MAX }) },
  { additionalProperties: false },
);
export type SyncOutboxBody = Static<typeof SyncOutboxBody>;

/** One entry's answer: what its own call would have answered (the envelope's status, data or error). */
export const SyncOutboxResult = Type.Object({
  id: Type.String(),
  status_code: Type.Integer(),
  ok: Type.Boolean(),
  data: Type.Optional(Type.Unknown()),
  error_code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
export type SyncOutboxResult = Static<typeof SyncOutboxResult>;

export const SyncOutboxData = Type.Object({
  results: Type.Array(SyncOutboxResult, { description: 'one per entry, in the order sent' }),
});
export type SyncOutboxData = Static<typeof SyncOutboxData>;
