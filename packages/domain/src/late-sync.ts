import { ANSWER_GRACE_MS } from './attempt-deadline.js';

// Answers and submits made offline reach the server late: the link came back after the deadline.
// The server takes them only when the attempt's own count says they were made in time, and only
// within a window after the deadline. Judged per answer (or submit) as it arrives:
// - on time (by the server's clock, the deadline plus grace): taken, as always;
// - otherwise taken only when all of these hold:
//   the attempt was started online (the server's signed attempt grant comes with it), its paper is
//   not "online only", it arrives within the sync window (72 hours after the deadline) and before
//   the paper's results are released, its elapsed time is within the attempt's allowed time plus
//   grace, no greater than the server's wall time since the start, and not smaller than that of an
//   earlier seq of the attempt (nor greater than that of a later one): a count that runs back is tampered.

/** How long after its deadline an attempt made offline may still be synced (a long weekend without a link). */
export const OFFLINE_SYNC_WINDOW_MS = 72 * 60 * 60_000;

export type LateSyncRefusal =
  | 'not_started_online'
  | 'online_only'
  | 'sync_window_over'
  | 'results_released'
  | 'no_elapsed_time'
  | 'made_after_deadline'
  | 'elapsed_beyond_wall_time'
  | 'elapsed_out_of_order';

export type LateSyncVerdict = { accepted: true; late: boolean } | { accepted: false; reason: LateSyncRefusal };

export interface LateSyncCase {
  /** The server's clock at arrival. */
  nowMs: number;
  startedAtMs: number;
  deadlineMs: number;
  /** A valid attempt grant for this attempt and person came with it. */
  startedOnline: boolean;
  onlineOnly: boolean;
  resultsReleased: boolean;
  /** The attempt's own count since its start when the answer (or submit) was made; null: an old client. */
  elapsedMs: number | null;
  /** The largest elapsed time the attempt received with a lower seq, and the smallest with a higher one. */
  elapsedBefore: number | null;
  elapsedAfter: number | null;
}

/** Whether an answer or submit arriving now is taken, and whether it is taken by the late rule. */
export function judgeLateSync(c: LateSyncCase): LateSyncVerdict {
  if (c.nowMs <= c.deadlineMs + ANSWER_GRACE_MS) return { accepted: true, late: false };
  const refuse = (reason: LateSyncRefusal): LateSyncVerdict => ({ accepted: false, reason });
  if (c.onlineOnly) return refuse('online_only');
  if (!c.startedOnline) return refuse('not_started_online');
  if (c.resultsReleased) return refuse('results_released');
  if (c.nowMs > c.deadlineMs + OFFLINE_SYNC_WINDOW_MS) return refuse('sync_window_over');
  if (c.elapsedMs === null) return refuse('no_elapsed_time');
  // A count beyond the time that has passed is tampered, whatever else it says.
  if (c.elapsedMs > c.nowMs - c.startedAtMs) return refuse('elapsed_beyond_wall_time');
  if (c.elapsedMs > c.deadlineMs - c.startedAtMs + ANSWER_GRACE_MS) return refuse('made_after_deadline');
  if (c.elapsedBefore !== null && c.elapsedMs < c.elapsedBefore) return refuse('elapsed_out_of_order');
  if (c.elapsedAfter !== null && c.elapsedMs > c.elapsedAfter) return refuse('elapsed_out_of_order');
  return { accepted: true, late: true };
}

/**
 * How long after it was made (by the attempt's own elapsed time) an answer or submit reaching the
 * server after the deadline must have waited to count as made offline. An engine online sends at
 * once (a second or two); an outbox retrying through a dropped link for half a minute was offline.
 */
export const OFFLINE_SYNC_DELAY_MS = 30_000;

/**
 * Whether what was taken came from offline: made before it reached the server by at least
 * OFFLINE_SYNC_DELAY_MS and reaching it after the deadline. Everything the late rule takes is; so is
 * what arrives within the minute of grace after waiting offline. The teacher's report then says
 * "Completed offline, synced at ...".
 */
export function syncedFromOffline(c: {
  nowMs: number;
  startedAtMs: number;
  deadlineMs: number;
  elapsedMs: number | null;
}): boolean {
  if (c.elapsedMs === null || c.nowMs <= c.deadlineMs) return false;
  return c.nowMs - (c.startedAtMs + c.elapsedMs) >= OFFLINE_SYNC_DELAY_MS;
}

/** The refusal in words, for the answer's message and the learner. */
export const LATE_SYNC_REFUSALS: Record<LateSyncRefusal, string> = {
  not_started_online: 'The attempt’s grant from the server did not come with it.',
  online_only: 'This paper can only be taken online: answers count only if they reach the server in time.',
  sync_window_over: 'It reached the server more than 72 hours after the deadline.',
  results_released: 'The paper’s results were already released.',
  no_elapsed_time: 'It carries no time since the start, so when it was made cannot be told.',
  made_after_deadline: 'It was made after the time was up.',
  elapsed_beyond_wall_time: 'Its time since the start is longer than the time that has passed.',
  elapsed_out_of_order: 'Its time since the start runs against the order of the answers.',
};
