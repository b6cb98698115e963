import type { SyncOutboxBody, SyncOutboxData } from '@esc/contracts';
import { SYNC_BATCH_MAX, SYNC_OUTBOX_PATHS } from '@esc/contracts/sync-paths';
import type { ApiClient } from './api-client';
import { apiClient } from './api-client.app';
import { ApiError } from './api-error';
import type { OutboxEntry } from './outbox';

/**
 * The outbox's writes many to a request: after a day offline a phone holds about a
 * thousand writes, and one request each costs a round trip each (100 ms and more on a slow link).
 * `POST /sync/outbox` takes up to 200 entries and answers each as its own call would have; the
 * outbox acknowledges or keeps each entry by its own answer, as it does for one sent alone.
 */
export interface BatchResult {
  id: string;
  ok: boolean;
  data?: unknown;
  error?: ApiError;
}

const BATCH_PATHS: ReadonlySet<string> = new Set(SYNC_OUTBOX_PATHS);

/** Whether the server takes this write in a batch (the rest go by their own call). */
export function canSendInBatch(entry: Pick<OutboxEntry, 'path'>): boolean {
  return BATCH_PATHS.has(entry.path);
}

/**
 * Runs of entries in the order given: batchable writes together, up to `max` a run; any other write
 * alone, in its place (so the order of the writes is the order they are sent in).
 */
export function batchRuns<T extends Pick<OutboxEntry, 'path'>>(entries: readonly T[], max = SYNC_BATCH_MAX): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  for (const entry of entries) {
    if (canSendInBatch(entry) && run.length < max) {
      run.push(entry);
      continue;
    }
    if (run.length > 0) runs.push(run);
    run = [];
    if (canSendInBatch(entry)) run.push(entry);
    else runs.push([entry]);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

const toBody = (entry: OutboxEntry) => ({
  id: entry.id,
  path: entry.path,
  body: (entry.body ?? {}) as Record<string, unknown>,
});

async function sendRun(client: ApiClient, run: OutboxEntry[]): Promise<BatchResult[]> {
  if (run.length === 1 && !canSendInBatch(run[0]!)) {
    const [entry] = run as [OutboxEntry];
    try {
      const data = await client.request<unknown>(entry.path, { method: 'POST', body: entry.body, idempotent: true });
      return [{ id: entry.id, ok: true, data }];
    } catch (error) {
      // A write refused by its own call is that entry's answer; no answer at all fails the whole send.
      if (error instanceof ApiError && error.status >= 400) return [{ id: entry.id, ok: false, error }];
      throw error;
    }
  }
  const body: SyncOutboxBody = { entries: run.map(toBody) };
  // Every entry carries its client-made id, so a batch resent after a lost answer is counted once.
  const answer = await client.request<SyncOutboxData>('/sync/outbox', { method: 'POST', body, idempotent: true });
  return answer.results.map((result) =>
    result.ok
      ? { id: result.id, ok: true, data: result.data }
      : {
          id: result.id,
          ok: false,
          error: new ApiError({
            status: result.status_code,
            errorCode: result.error_code ?? 'INTERNAL_ERROR',
            message: result.message ?? 'The write could not be made.',
            fieldErrors: result.errors ?? [],
          }),
        },
  );
}

/**
 * Sends the entries in their order, one request at a time, and answers each entry's outcome. A
 * request that gets no answer (offline, a timeout) rejects with its ApiError: nothing of this call
 * is known acknowledged, and the outbox keeps every entry to send again.
 */
export function createOutboxBatchSender(client: ApiClient) {
  return async function send(entries: OutboxEntry[]): Promise<BatchResult[]> {
    const results: BatchResult[] = [];
    for (const run of batchRuns(entries)) results.push(...(await sendRun(client, run)));
    return results;
  };
}

/** The app's batch sender, through the session-aware api client. */
export const sendOutboxBatch: (entries: OutboxEntry[]) => Promise<BatchResult[]> = createOutboxBatchSender(apiClient);
