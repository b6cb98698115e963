import { describe, expect, it } from 'vitest';
import {
  AttemptStatus,
  attemptStatusOf,
  attemptStatusShown,
  canMoveAttempt,
  isAttemptOpen,
  isAttemptStarted,
  isAttemptSubmitted,
} from './attempt-status.js';

// Spec 002 §4.3: "1 (not started)", "2 or 3 (in progress or resumed)"; the product goes on with
// 4 submitted and 5 evaluated (docs/assessments-attempts.md).

describe('attempt status', () => {
  it('names the codes of the spec', () => {
    expect(AttemptStatus).toEqual({ NotStarted: 1, InProgress: 2, Resumed: 3, Submitted: 4, Evaluated: 5 });
  });

  // Every move an attempt may make, as the sentences say it.
  const allowed: [number, number, string][] = [
    [1, 2, 'the learner starts it'],
    [1, 4, 'a teacher enters the marks of a paper answered on paper'],
    [2, 3, 'it is opened again'],
    [2, 4, 'the learner submits, or its time runs out'],
    [3, 4, 'a resumed attempt is submitted'],
    [4, 5, 'the last answer waiting for a teacher is marked'],
    [5, 4, 'marked again, an answer waits for a teacher again'],
  ];
  it.each(allowed)('%d -> %d is allowed: %s', (from, to) => {
    expect(canMoveAttempt(from, to)).toBe(true);
  });

  it('allows no other move', () => {
    for (let from = 0; from <= 6; from++) {
      for (let to = 0; to <= 6; to++) {
        const listed = allowed.some(([f, t]) => f === from && t === to);
        expect(canMoveAttempt(from, to), `${from} -> ${to}`).toBe(listed);
      }
    }
  });

  it.each([
    // status, open (takes answers), submitted, started
    [1, false, false, false],
    [2, true, false, true],
    [3, true, false, true],
    [4, false, true, true],
    [5, false, true, true],
  ])('status %d: open %s, submitted %s, started %s', (status, open, submitted, started) => {
    expect(isAttemptOpen(status)).toBe(open);
    expect(isAttemptSubmitted(status)).toBe(submitted);
    expect(isAttemptStarted(status)).toBe(started);
  });

  it('reads a paper without an attempt as not started', () => {
    expect(attemptStatusOf(undefined)).toBe(1);
    expect(attemptStatusOf(null)).toBe(1);
    expect(attemptStatusOf({ status: 3 })).toBe(3);
  });

  it('shows marked results as evaluated only once they are published', () => {
    expect(attemptStatusShown(5, false)).toBe(4);
    expect(attemptStatusShown(5, true)).toBe(5);
    expect(attemptStatusShown(4, true)).toBe(4);
    expect(attemptStatusShown(2, false)).toBe(2);
  });
});
