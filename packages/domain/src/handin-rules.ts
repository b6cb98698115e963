import { canMove, type StateOf, type Transitions } from './state-machine.js';

// Work handed in and returned: a homework task (learn-list item type 4) may ask
// for work; the learner hands it in (photos, a PDF or typed text), the section's teacher marks it and
// returns it, or asks for it again (the learner hands in again; every hand-in is kept).

/** A hand-in's state. A new hand-in starts handed in; "asked again" and "returned" end its turn. */
export const HandinStatus = {
  HandedIn: 1,
  Returned: 2,
  AskedAgain: 3,
  /** The learner took it back before it was marked: kept in their history, gone from the teacher's list. */
  TakenBack: 4,
} as const;
export type HandinStatus = StateOf<typeof HandinStatus>;

/** A handed-in piece is returned with marks (marks may be changed by returning it again) or asked for again. */
export const HANDIN_TRANSITIONS: Transitions<HandinStatus> = {
  [HandinStatus.HandedIn]: [HandinStatus.Returned, HandinStatus.AskedAgain, HandinStatus.TakenBack],
  [HandinStatus.Returned]: [HandinStatus.AskedAgain],
  [HandinStatus.AskedAgain]: [],
  [HandinStatus.TakenBack]: [],
};

/** Whether the teacher may move a hand-in to `to`; returning a returned one again corrects its marks. */
export function canMarkHandin(from: HandinStatus, to: HandinStatus): boolean {
  if (to === HandinStatus.TakenBack) return false;
  if (from === HandinStatus.Returned && to === HandinStatus.Returned) return true;
  return canMove(HANDIN_TRANSITIONS, from, to);
}

/**
 * Whether the learner may hand in now: when nothing was handed in yet, the teacher asked again, or
 * they took their last hand-in back. Work waiting for its marks, or already returned, is not handed in twice.
 */
export function mayHandIn(latest: HandinStatus | null): boolean {
  return latest === null || latest === HandinStatus.AskedAgain || latest === HandinStatus.TakenBack;
}

/** Whether the learner may take a hand-in back: only while it waits for its marks (a marked one stays). */
export function mayTakeBack(status: HandinStatus): boolean {
  return canMove(HANDIN_TRANSITIONS, status, HandinStatus.TakenBack);
}

/** Late when handed in after the homework's due instant (its due day's 23:59 in the school's zone, or an extension's). */
export function isLateHandin(handedInAtMs: number, dueAtMs: number): boolean {
  return handedInAtMs > dueAtMs;
}

/** The largest maximum mark a teacher may set on a task. */
export const HANDIN_MAX_MARKS_LIMIT = 1000;

/** A maximum mark: a whole number from 1 to 1,000. Answers why not, or null. */
export function maxMarksProblem(maxMarks: number): string | null {
  if (!Number.isInteger(maxMarks)) return 'must be a whole number';
  if (maxMarks < 1 || maxMarks > HANDIN_MAX_MARKS_LIMIT) return `must be from 1 to ${HANDIN_MAX_MARKS_LIMIT}`;
  return null;
}

/** Marks given: from 0 to the task's maximum, in whole or half marks. Answers why not, or null. */
export function marksProblem(marks: number, maxMarks: number): string | null {
  if (!Number.isFinite(marks)) return 'must be a number';
  if (marks < 0 || marks > maxMarks) return `must be from 0 to ${maxMarks}`;
  if (!Number.isInteger(marks * 2)) return 'must be a whole or half mark';
  return null;
}

/** What a learner, parent or report shows of a hand-in's state. */
export type HandinStanding = 'not_handed_in' | 'handed_in' | 'late' | 'returned' | 'asked_again';

/** The standing of the latest hand-in (null: none yet). Returned wins over late; late shows while it waits. */
export function handinStanding(latest: { status: HandinStatus; late: boolean } | null): HandinStanding {
  if (latest === null || latest.status === HandinStatus.TakenBack) return 'not_handed_in';
  if (latest.status === HandinStatus.Returned) return 'returned';
  if (latest.status === HandinStatus.AskedAgain) return 'asked_again';
  return latest.late ? 'late' : 'handed_in';
}
