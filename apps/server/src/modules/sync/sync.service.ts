import { SYNC_OUTBOX_PATHS, type SyncOutboxData, type SyncOutboxEntry, type SyncOutboxResult } from '@esc/contracts';
import { render } from '../../platform/i18n/message-renderer.js';

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

/**
 * The entry's answer read as its own call's envelope: success with its data, or its error as it was
 * (in the batch's language, which its route was asked in).
 */
export function resultOf(id: string, answer: EntryAnswer, language = 'en'): SyncOutboxResult {
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
    message: typeof envelope.message === 'string' ? envelope.message : render(language, { key: 'errors.sync.notMade' }),
    ...(Array.isArray(envelope.errors) ? { errors: envelope.errors as SyncOutboxResult['errors'] } : {}),
  };
}

const PROGRESS_PATHS: ReadonlySet<string> = new Set([
  '/mis/v2/addLearningProgress',
  '/mis/v2/addLearningProgressUniversity',
]);

/**
 * What an entry's order matters to, or null when it must run alone after every entry before it.
 * Progress posts of different records do not depend on each other (a record's posts do: its resume
 * point is the last one's), so they may run side by side, and the progress writer then commits them
 * together (its write batcher); every other write keeps the batch's order strictly.
 */
export function orderKeyOf(entry: Pick<SyncOutboxEntry, 'path' | 'body'>): string | null {
  if (!PROGRESS_PATHS.has(entry.path)) return null;
  const { uuid, content_id, paper_id } = entry.body;
  if (content_id === undefined && paper_id === undefined) return null;
  return JSON.stringify(['progress', uuid ?? null, content_id ?? null, paper_id ?? null]);
}

/** Entries of a batch in flight at once, at most (progress posts of different records only). */
export const SIDE_BY_SIDE = 16;

/**
 * Runs `run` for each entry as its order allows: an entry with a key after the earlier entries of its
 * key, beside entries of other keys (at most SIDE_BY_SIDE at once); an entry without a key alone,
 * after everything before it. `run` never rejects.
 */
export async function runInOrder<T>(
  entries: readonly T[],
  keyOf: (entry: T) => string | null,
  run: (entry: T, index: number) => Promise<void>,
): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const lastOfKey = new Map<string, Promise<void>>();
  for (const [index, entry] of entries.entries()) {
    const key = keyOf(entry);
    if (key === null) {
      await Promise.all(inFlight);
      lastOfKey.clear();
      await run(entry, index);
      continue;
    }
    while (inFlight.size >= SIDE_BY_SIDE) await Promise.race(inFlight);
    const before = lastOfKey.get(key);
    const done: Promise<void> = (before ?? Promise.resolve()).then(() => run(entry, index));
    const tracked = done.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    lastOfKey.set(key, done);
  }
  await Promise.all(inFlight);
}

/**
 * The outbox's batch: entries run in the order sent (a later write of a kind may depend on an
 * earlier one, as answers before their submit; orderKeyOf says which may run side by side), each
 * through its own route; an entry's failure is its own answer and does not stop the others. Nothing
 * here decides who may write what: the entry's route does, for the batch's caller, as if the entry
 * had been sent alone.
 */
export function createSyncService() {
  // What this process answered the outboxes since it started (the operator's metrics read it).
  const receipts: OutboxReceipts = { acknowledged: 0, refused: 0, failed: 0 };
  return {
    /** `language`: the batch's, in which each entry's route answers too. */
    async runBatch(entries: readonly SyncOutboxEntry[], send: EntrySender, language = 'en'): Promise<SyncOutboxData> {
      const results: SyncOutboxResult[] = new Array<SyncOutboxResult>(entries.length);
      await runInOrder(entries, orderKeyOf, async (entry, index) => {
        const result = await resultOfEntry(entry, index, send, language);
        receipts[receiptOf(result.status_code)] += 1;
        results[index] = result;
      });
      return { results };
    },
    receipts: (): Readonly<OutboxReceipts> => ({ ...receipts }),
  };
}

/**
 * Entries answered, by kind: acknowledged (2xx: stored, or a resend counted once), refused (4xx: the
 * write was turned down), failed (5xx: not stored; the outbox keeps it and sends it again).
 */
export interface OutboxReceipts {
  acknowledged: number;
  refused: number;
  failed: number;
}

function receiptOf(status: number): keyof OutboxReceipts {
  if (status < 300) return 'acknowledged';
  return status < 500 ? 'refused' : 'failed';
}

async function resultOfEntry(
  entry: SyncOutboxEntry,
  index: number,
  send: EntrySender,
  language: string,
): Promise<SyncOutboxResult> {
  if (!isSyncablePath(entry.path)) {
    const notSyncable = render(language, { key: 'errors.sync.notSyncable' });
    return {
      id: entry.id,
      status_code: 400,
      ok: false,
      error_code: 'VALIDATION_FAILED',
      message: notSyncable,
      errors: [{ field: `entries[${index}].path`, message: notSyncable }],
    };
  }
  try {
    return resultOf(entry.id, await send(entry.path, entry.body), language);
  } catch {
    // The route itself failed to answer (never expected); the entry stays in the outbox to be resent.
    const message = render(language, { key: 'errors.sync.notSaved' });
    return { id: entry.id, status_code: 500, ok: false, error_code: 'INTERNAL_ERROR', message };
  }
}

export type SyncService = ReturnType<typeof createSyncService>;
