import { canMove, type StateOf, type Transitions } from './state-machine.js';

/**
 * An Olympiad enrollment's status (spec 002 §4.5: "The paper status is then updated to 1 through a
 * call"; §7.2 "Update Olympiad paper status ... a status of 1"): 0 enrolled, 1 the paper was opened.
 */
export const OlympiadEnrollmentStatus = { Enrolled: 0, PaperOpened: 1 } as const;
export type OlympiadEnrollmentStatus = StateOf<typeof OlympiadEnrollmentStatus>;

/** Opening the paper is the one move; an opened paper stays opened. */
export const OLYMPIAD_ENROLLMENT_TRANSITIONS: Transitions<OlympiadEnrollmentStatus> = {
  [OlympiadEnrollmentStatus.Enrolled]: [OlympiadEnrollmentStatus.PaperOpened],
  [OlympiadEnrollmentStatus.PaperOpened]: [],
};

export function canMoveOlympiadEnrollment(from: number, to: number): boolean {
  return canMove(OLYMPIAD_ENROLLMENT_TRANSITIONS, from, to);
}

/**
 * paper_status of a paper (spec 002 §3, the attempt paper response): 1 a paper in use, 0 a paper its
 * author removed (the product keeps it for the attempts and reports that name it).
 */
export const PaperStatus = { Removed: 0, Active: 1 } as const;
export type PaperStatus = StateOf<typeof PaperStatus>;

/** A paper is removed once; a removed paper is not brought back. */
export const PAPER_STATUS_TRANSITIONS: Transitions<PaperStatus> = {
  [PaperStatus.Active]: [PaperStatus.Removed],
  [PaperStatus.Removed]: [],
};

export function canMovePaper(from: number, to: number): boolean {
  return canMove(PAPER_STATUS_TRANSITIONS, from, to);
}

/**
 * A question's stage in the bank. The specs name the numbers, not what they mean: the content search
 * sends "stages '1,2,3,4,5'" and drawing questions uses "Default question syllabus stage '4'" (spec
 * 000 §9); the practice view asks a question's details with "stage 5" (spec 002 §7.1). No move between
 * stages is shown, so a teacher sets a question's stage as they choose.
 */
export const QUESTION_STAGES: readonly number[] = [1, 2, 3, 4, 5];
export const DEFAULT_QUESTION_STAGE = 4;
export const QUESTION_DETAIL_STAGE = 5;
