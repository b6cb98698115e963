/**
 * Group commit: writes that arrive while the database is busy (or in the same tick) are applied
 * together in one transaction, so one durable commit (one fsync) acknowledges many of them. Each
 * caller still gets its own result, only after the transaction holding its write has committed.
 */
export interface WriteBatcherOptions<T, R> {
  /** Applies a batch in one transaction; returns one result per item, in order. */
  runBatch(items: readonly T[]): Promise<R[]>;
  /** Applies one item on its own; used when a batch fails, so one bad write cannot fail the others. */
  runOne(item: T): Promise<R>;
  maxBatch?: number;
  /**
   * Under load (the previous batch held several writes), event-loop turns to wait for a batch to
   * hold one write more than the previous one, so batches grow with the load. Each turn lets the
   * server read the requests that have arrived meanwhile (an idle turn takes microseconds), and one
   * commit (one fsync) then acknowledges more writes. A lone writer never waits.
   */
  gatherTurns?: number;
  /**
   * Batches that may run at once. 1 for SQLite (one writer); a server database (PostgreSQL) commits
   * several transactions side by side, so a batch need not wait for the previous one's round trips.
   * runBatch must then take its locks in one order, so concurrent batches cannot deadlock.
   */
  concurrency?: number;
}

interface Pending<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createWriteBatcher<T, R>({
  runBatch,
  runOne,
  maxBatch = 64,
  gatherTurns = 4,
  concurrency = 1,
}: WriteBatcherOptions<T, R>) {
  const queue: Pending<T, R>[] = [];
  let workers = 0;
  let previousSize = 0;

  /** One worker: takes batches off the queue until it is empty. */
  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const wanted = previousSize > 1 ? Math.min(previousSize + 1, maxBatch) : 0;
      for (let turn = 0; turn < gatherTurns && queue.length < wanted; turn++) await nextTurn();
      const batch = queue.splice(0, maxBatch);
      // Another worker took the queue while this one gathered: no empty transaction.
      if (batch.length === 0) break;
      previousSize = batch.length;
      try {
        const results = await runBatch(batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(results[i] as R));
      } catch {
        // The batch rolled back as a whole: apply each write alone so only the bad one fails.
        for (const p of batch) {
          try {
            p.resolve(await runOne(p.item));
          } catch (error) {
            p.reject(error);
          }
        }
      }
    }
    workers -= 1;
  }

  function write(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (workers < concurrency) {
        workers += 1;
        // Let the writes of this tick join the first batch.
        setImmediate(() => void drain());
      }
    });
  }

  return { write };
}
