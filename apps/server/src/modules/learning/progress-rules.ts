import { FULL_CONSUMPTION_THRESHOLD_MS } from '@esc/domain';

// Pure rules of progress posting and reading; candidates for packages/domain.

/** Slack added to the media time when capping one post: seeking back and re-watching is normal. */
export const CONSUMPTION_DELTA_SLACK_MS = 10 * 60_000;

/** The dashboard's "continue learning" slice (spec 000 §9: first 6 items). */
export const CONTINUE_LEARNING_SIZE = 6;

/**
 * One post may add at most the media time (the 120 s threshold when it is unknown) plus 10 minutes:
 * a broken or hostile client cannot inflate a record by hours in one post.
 */
export function capConsumptionDelta(deltaMs: number, mediaMs: number): number {
  const limit = Math.max(mediaMs, FULL_CONSUMPTION_THRESHOLD_MS) + CONSUMPTION_DELTA_SLACK_MS;
  return Math.min(Math.max(0, Math.round(deltaMs)), limit);
}

/** Percent of the completion target reached; 100 once complete. */
export function progressPercent(consumptionMs: number, mediaMs: number, complete: boolean): number {
  if (complete) return 100;
  const target = mediaMs === 0 ? FULL_CONSUMPTION_THRESHOLD_MS : mediaMs;
  return Math.min(99, Math.floor((consumptionMs / target) * 100));
}

/**
 * From the learner's content, most recent first: what is unfinished comes first (most recent first),
 * topped up with the most recent finished content, so the slice is never empty while there is history.
 */
export function continueLearning<T extends { is_content_completely_consumed: 0 | 1 }>(
  recentFirst: readonly T[],
  size = CONTINUE_LEARNING_SIZE,
): T[] {
  const unfinished = recentFirst.filter((item) => item.is_content_completely_consumed === 0);
  const finished = recentFirst.filter((item) => item.is_content_completely_consumed === 1);
  return [...unfinished, ...finished].slice(0, size);
}

/** 'YYYY-MM-DD' bounds cover whole UTC days; full timestamps are taken as they are. */
export function activityWindow(from?: string, to?: string): { from: string | null; to: string | null } {
  return {
    from: from ? (from.length === 10 ? `${from}T00:00:00.000Z` : from) : null,
    to: to ? (to.length === 10 ? `${to}T23:59:59.999Z` : to) : null,
  };
}
