import { HANDIN_MAX_MARKS_LIMIT, marksProblem, maxMarksProblem } from '@esc/domain';
import type { ReasonRef } from '../../platform/errors/app-error.js';

// The domain's rules answer whether marks fit; these say why not as a reason of the catalogue, so the
// teacher reads it in their language (the rules stay the one place that decides).

/** A task's maximum marks: a whole number from 1 to the limit. */
export function maxMarksReason(maxMarks: number): ReasonRef | null {
  if (maxMarksProblem(maxMarks) === null) return null;
  if (!Number.isInteger(maxMarks)) return { reason: 'handins.wholeNumber' };
  return { reason: 'handins.maxMarksRange', params: { max: HANDIN_MAX_MARKS_LIMIT } };
}

/** Marks given: a number from 0 to the task's maximum, in whole or half marks. */
export function marksReason(marks: number, maxMarks: number): ReasonRef | null {
  if (marksProblem(marks, maxMarks) === null) return null;
  if (!Number.isFinite(marks)) return { reason: 'handins.notNumber' };
  if (marks < 0 || marks > maxMarks) return { reason: 'handins.marksRange', params: { max: maxMarks } };
  return { reason: 'handins.wholeOrHalf' };
}
