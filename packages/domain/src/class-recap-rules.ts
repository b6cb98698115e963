import { RECORDED_STREAM_LECTURE_TYPE } from './live-rules.js';

// Class recaps (spec 000 §3, §4, §9): while a teacher teaches a live class from the
// teaching screen, each item they open goes into the class's recap learn-list. These rules say when
// a class counts as being taught (its active-class state), when that state is reset, and when the
// live class's content mapping is refreshed.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Live-class mapping refresh (000 §9): 30 days. */
export const LIVE_CLASS_MAPPING_REFRESH_DAYS = 30;

/**
 * 000 §4: "Live-class content mapping is refreshed only when the last stored refresh is 30 days old
 * or more." Nothing stored yet (null) means it has never been refreshed: refresh.
 */
export function shouldRefreshMapping(lastRefreshMs: number | null, nowMs: number): boolean {
  if (lastRefreshMs === null || !Number.isFinite(lastRefreshMs)) return true;
  return nowMs - lastRefreshMs >= LIVE_CLASS_MAPPING_REFRESH_DAYS * DAY;
}

/** After the class's end, what is opened still counts for this long (a question answered as the bell rings). */
export const CLASS_RECAP_GRACE_MINUTES = 15;
/**
 * A class with a recording (a recorded stream, lecture_type 2) is not reset when its window passes
 * (000 §4): its recording is still taught from; the state is kept for a day after its end, then reset.
 */
export const RECORDED_CLASS_RECAP_HOLD_MINUTES = 24 * 60;

export type ActiveClassState = 'not_started' | 'teaching' | 'reset';

export interface TaughtClass {
  startMs: number;
  durationMinutes: number;
  /** 001 §3: 2 is a recorded stream. */
  lectureType: number;
  /** 1 scheduled, 2 started, 3 completed, 4 cancelled, 5 expired. */
  liveClassStatus: number;
}

/**
 * Whether a class is being taught now, so that what its presenter opens from the teaching screen is
 * added to its recap:
 * - a cancelled class is never taught (reset);
 * - before its start it is not started yet, unless its presenter started it early (status 2);
 * - from its start to its end plus the grace it is taught;
 * - after that, 000 §4: "if the scheduled lecture window has passed and no recording is enabled, the
 *   stored active-class and recap learn-list state is reset"; a recorded stream keeps it for a day.
 */
export function activeClassState(c: TaughtClass, nowMs: number): ActiveClassState {
  if (c.liveClassStatus === 4) return 'reset';
  if (nowMs < c.startMs) return c.liveClassStatus === 2 ? 'teaching' : 'not_started';
  return nowMs <= teachingEndsMs(c) ? 'teaching' : 'reset';
}

/** The last instant at which the class counts as taught: its end plus the grace, or a recorded stream's hold. */
export function teachingEndsMs(c: Pick<TaughtClass, 'startMs' | 'durationMinutes' | 'lectureType'>): number {
  const endMs = c.startMs + c.durationMinutes * MINUTE;
  const recorded = c.lectureType === RECORDED_STREAM_LECTURE_TYPE;
  return endMs + (recorded ? RECORDED_CLASS_RECAP_HOLD_MINUTES : CLASS_RECAP_GRACE_MINUTES) * MINUTE;
}

/** The longest learn-list name (the contract's bound). */
const NAME_MAX = 120;

/** A recap list is named after its class: 'Recap: <title> <local day>', the title cut to fit. */
export function classRecapName(title: string, localDay: string): string {
  const room = NAME_MAX - 'Recap: '.length - localDay.length - 1;
  const cut =
    title.trim().length > room
      ? `${title
          .trim()
          .slice(0, room - 1)
          .trimEnd()}…`
      : title.trim();
  return `Recap: ${cut} ${localDay}`;
}
