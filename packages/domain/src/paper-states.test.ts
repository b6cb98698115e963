import { describe, expect, it } from 'vitest';
import {
  canMoveOlympiadEnrollment,
  canMovePaper,
  DEFAULT_QUESTION_STAGE,
  OlympiadEnrollmentStatus,
  PaperStatus,
  QUESTION_DETAIL_STAGE,
  QUESTION_STAGES,
} from './paper-states.js';

describe('Olympiad enrollment status', () => {
  // Spec 002 §4.5: "The paper status is then updated to 1 through a call."
  it('is 0 enrolled and 1 once the paper is opened', () => {
    expect(OlympiadEnrollmentStatus).toEqual({ Enrolled: 0, PaperOpened: 1 });
  });

  it.each([
    [0, 1, true],
    [1, 0, false],
    [1, 1, false],
    [0, 0, false],
    [0, 2, false],
  ])('%d -> %d: %s', (from, to, allowed) => {
    expect(canMoveOlympiadEnrollment(from, to)).toBe(allowed);
  });
});

describe('paper status', () => {
  it('is 1 for a paper in use and 0 for a removed one', () => {
    expect(PaperStatus).toEqual({ Removed: 0, Active: 1 });
  });

  it.each([
    [1, 0, true],
    [0, 1, false],
    [1, 1, false],
  ])('%d -> %d: %s', (from, to, allowed) => {
    expect(canMovePaper(from, to)).toBe(allowed);
  });
});

describe('question stages', () => {
  // Spec 000 §9: "stages '1,2,3,4,5'", "Default question syllabus stage '4'"; 002 §7.1 "stage 5".
  it('are 1 to 5, 4 by default, 5 for a question’s details', () => {
    expect(QUESTION_STAGES).toEqual([1, 2, 3, 4, 5]);
    expect(DEFAULT_QUESTION_STAGE).toBe(4);
    expect(QUESTION_DETAIL_STAGE).toBe(5);
  });
});
