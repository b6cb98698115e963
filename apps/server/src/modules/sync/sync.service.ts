import { SYNC_OUTBOX_PATHS, type SyncOutboxData, type SyncOutboxEntry, type SyncOutboxResult } from '@esc/contracts';

/** What one entry's own call answered: its HTTP status and its body as sent. */
export interface EntryAnswer {
  statusCode: number;
  payload: string;
}

/**
 * Sends one entry through the server's own route for its path, as the batch's caller (their
 * Authorization, their address), and resolves with what that route answered.
 */
export type EntrySender = (path: string, body: unknown) => Promise<EntryAnswer>;

const ALLOWED: ReadonlySet<string> = new Set(SYNC_OUTBOX_PATHS);

/** Whether a path is one of the outbox's writes a batch may carry (exact: no query, no other spelling). */
export function isSyncablePath(path: string): boolean {
  return ALLOWED.has(path);
}

const NOT_SYNCABLE =
  'This write cannot be sent in a batch: only the outbox’s writes (progress, answers, attendance marks, bookmarks, ' +
  'homework item completions, notice and notification reads) can.';

/** The entry's answer read as its own call's envelope: success with its data, or its error as it was. */
export function resultOf(id: string, answer: EntryAnswer): SyncOutboxResult {
  const ok = answer.statusCode >= 200 && answer.statusCode < 300;
  let envelope: Record<string, unknown> = {};
  try {
    envelope = answer.payload ? (JSON.parse(answer.payload) as Record<string, unknown>) : {};
  } catch {
    // A route of this list always answers the JSON envelope (or 204); anything else keeps its status only.
  }
  if (ok) return { id, status_code: answer.statusCode, ok, ...('data' in envelope ? { data: envelope.data } : {}) };
  return {
    id,
    status_code: answer.statusCode,
    ok,
    error_code: typeof envelope.error_code === 'string' ? envelope.error_code : 'INTERNAL_ERROR',
    message: typeof envelope.message === 'string' ? envelope.message : 'The write could not be made.',
    ...(Array.isArray(envelope.errors) ? { errors: envelope.errors as SyncOutboxResult['errors'] } : {}),
  };
}

/**
 * The outbox's batch: entries run one after another in the order sent (a later write of a kind may
 * depend on an earlier one, as answers before their submit), each through its own route; an entry's
 * failure is its own answer and does not stop the others. Nothing here decides who may write what:
 * the entry's route does, for the batch's caller, as if the entry had been sent alone.
 */
export function createSyncService() {
  return {
    async runBatch(entries: readonly SyncOutboxEntry[], send: EntrySender): Promise<SyncOutboxData> {
      const results: SyncOutboxResult[] = [];
      for (const [index, entry] of entries.entries()) {
        if (!isSyncablePath(entry.path)) {
          results.push({
            id: entry.id,
            status_code: 400,
            ok: false,
            error_code: 'VALIDATION_FAILED',
            message: NOT_SYNCABLE,
            errors: [{ field: `entries[${index}].path`, message: NOT_SYNCABLE }],
          });
          continue;
        }
        try {
          results.push(resultOf(entry.id, await send(entry.path, entry.body)));
        } catch {
          // The route itself failed to answer (never expected); the entry stays in the outbox to be resent.
          results.push({
            id: entry.id,
            status_code: 500,
            ok: false,
            error_code: 'INTERNAL_ERROR',
            message: 'Not saved.',
          });
        }
      }
      return { results };
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
