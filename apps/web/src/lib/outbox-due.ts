import type { OutboxDeps, OutboxEntry } from './outbox.types';

// Which waiting writes the outbox sends next: in order per kind, a kind held while one of its writes
// waits out a failure.

/** The next write to send: the first of each kind, unless its kind is held or it waits out a backoff. */
export function nextDue(
  mine: readonly OutboxEntry[],
  held: Set<string>,
  skip: (e: OutboxEntry) => boolean,
  now: number,
) {
  const seen = new Set<string>();
  for (const entry of mine) {
    if (held.has(entry.tag) || seen.has(entry.tag)) continue;
    seen.add(entry.tag);
    if (skip(entry) || entry.next_attempt_at > now) held.add(entry.tag);
    else return entry;
  }
  return undefined;
}

/**
 * The writes one batch request may carry: of each kind not held, its due entries in order, as long as
 * the batch call takes them (a kind stops at its first write that must go alone).
 */
export function dueRun(
  mine: readonly OutboxEntry[],
  held: Set<string>,
  skip: (e: OutboxEntry) => boolean,
  batch: NonNullable<OutboxDeps['sendBatch']>,
  now: number,
): OutboxEntry[] {
  const run: OutboxEntry[] = [];
  const stopped = new Set(held);
  for (const entry of mine) {
    if (run.length >= batch.max) break;
    if (stopped.has(entry.tag)) continue;
    if (skip(entry) || entry.next_attempt_at > now || !batch.takes(entry)) stopped.add(entry.tag);
    else run.push(entry);
  }
  return run;
}
