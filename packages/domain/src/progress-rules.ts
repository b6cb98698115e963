import { TZDate } from '@date-fns/tz';
import { timeZoneOfCountry } from './local-time.js';
import { FULL_CONSUMPTION_THRESHOLD_MS } from './progress-completion.js';

// Rules of progress posting and reading (spec 000 §4, §9): how much one post may add, the percent a
// record shows, the dashboard's "continue learning" slice, and the days of a learner's activity.

/** Slack added to the media time when capping one post: seeking back and re-watching is normal. */
export const CONSUMPTION_DELTA_SLACK_MS = 10 * 60_000;

/** The dashboard's "continue learning" slice (spec 000 §9: "Dashboard content slices | first 6 items"). */
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

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight starting a day (YYYY-MM-DD, `plusDays` later) in the country's time zone, as epoch ms. */
function midnight(isoDate: string, plusDays: number, countryIso: string | null | undefined): number {
  const [, y, m, d] = DAY.exec(isoDate)!.map(Number) as [number, number, number, number];
  return new TZDate(y, m - 1, d + plusDays, 0, 0, 0, timeZoneOfCountry(countryIso)).getTime();
}

/**
 * The window of a learner's activity. A day (YYYY-MM-DD) is the school's day, as every day of the
 * product (local-time.ts): from its midnight to the last millisecond before the next midnight, in the
 * time zone of the country. Full timestamps are taken as they are. Bounds are ISO timestamps (UTC),
 * compared with the records' `updated_at`.
 */
export function activityWindow(
  from: string | undefined,
  to: string | undefined,
  countryIso?: string | null,
): { from: string | null; to: string | null } {
  const start = (day: string) => (DAY.test(day) ? new Date(midnight(day, 0, countryIso)).toISOString() : day);
  const end = (day: string) => (DAY.test(day) ? new Date(midnight(day, 1, countryIso) - 1).toISOString() : day);
  return { from: from ? start(from) : null, to: to ? end(to) : null };
}
