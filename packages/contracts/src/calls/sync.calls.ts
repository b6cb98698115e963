import { SyncOutboxBody, SyncOutboxData } from '../index.js';
import type { CallTable } from './call-spec.js';

/** The outbox's batch of writes (apps/server modules/sync; a chosen path). */
export const syncCalls = {
  'POST /sync/outbox': { guard: 'user', scope: 'self', body: SyncOutboxBody, data: SyncOutboxData },
} as const satisfies CallTable;
