import { canMove, type StateOf, type Transitions } from './state-machine.js';

/**
 * The attempt status of an assigned paper (spec 002 §4.3, attempt_status_id of §3): 1 not started
 * (go to the instructions), 2 in progress and 3 resumed (go straight to the test engine). The spec
 * stops there; the product carries the attempt on: 4 submitted (the learner, or the deadline, closed
 * it; a teacher may still have answers to mark) and 5 evaluated (every answer is marked).
 * Not started has no stored attempt: it is what a paper without one reads.
 */
export const AttemptStatus = { NotStarted: 1, InProgress: 2, Resumed: 3, Submitted: 4, Evaluated: 5 } as const;
export type AttemptStatus = StateOf<typeof AttemptStatus>;

/**
 * The moves of an attempt:
 * - not started -> in progress: the learner starts it;
 * - not started -> submitted: a teacher enters the marks of a paper answered on paper (OMR);
 * - in progress -> resumed: it is opened again, on this device or another;
 * - in progress or resumed -> submitted: the learner submits, or its time runs out;
 * - submitted -> evaluated: the last answer waiting for a teacher is marked (at once when none waits);
 * - evaluated -> submitted: marked again (a dropped question, a changed key, a changed question) and
 *   an answer waits for a teacher again.
 * A reattempt is a new attempt, not a move of the old one.
 */
export const ATTEMPT_TRANSITIONS: Transitions<AttemptStatus> = {
  [AttemptStatus.NotStarted]: [AttemptStatus.InProgress, AttemptStatus.Submitted],
  [AttemptStatus.InProgress]: [AttemptStatus.Resumed, AttemptStatus.Submitted],
  [AttemptStatus.Resumed]: [AttemptStatus.Submitted],
  [AttemptStatus.Submitted]: [AttemptStatus.Evaluated],
  [AttemptStatus.Evaluated]: [AttemptStatus.Submitted],
};

export function canMoveAttempt(from: number, to: number): boolean {
  return canMove(ATTEMPT_TRANSITIONS, from, to);
}

/** An open attempt takes answers: in progress or resumed (spec 002 §4.3: "go straight to /test-engine"). */
export const OPEN_ATTEMPT_STATUSES: readonly AttemptStatus[] = [AttemptStatus.InProgress, AttemptStatus.Resumed];
/** A closed attempt was handed in: submitted, marked or not. */
export const SUBMITTED_ATTEMPT_STATUSES: readonly AttemptStatus[] = [AttemptStatus.Submitted, AttemptStatus.Evaluated];

export const isAttemptOpen = (status: number): boolean => (OPEN_ATTEMPT_STATUSES as readonly number[]).includes(status);
export const isAttemptSubmitted = (status: number): boolean =>
  (SUBMITTED_ATTEMPT_STATUSES as readonly number[]).includes(status);
/** Started at some time: anything but not started. */
export const isAttemptStarted = (status: number): boolean => status !== AttemptStatus.NotStarted;

/** The status of a paper's latest attempt, or not started when there is none. */
export function attemptStatusOf(attempt: { status: AttemptStatus } | null | undefined): AttemptStatus {
  return attempt?.status ?? AttemptStatus.NotStarted;
}

/**
 * The status a learner is shown: marked results are "evaluated" only once they are published; until
 * then the attempt reads as submitted.
 */
export function attemptStatusShown(status: AttemptStatus, resultsPublished: boolean): AttemptStatus {
  return status === AttemptStatus.Evaluated && !resultsPublished ? AttemptStatus.Submitted : status;
}
