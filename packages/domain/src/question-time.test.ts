import { describe, expect, it } from 'vitest';
import {
  boundTimeSpent,
  pauseQuestionClock,
  resumeQuestionClock,
  showQuestion,
  startQuestionClock,
  timeOnQuestion,
} from './question-time.js';

// A 43-second attempt showed 5 s, choice questions 0 s. A question's time is the time it
// was on screen with the tab visible, and it is known at the moment it is answered.
describe('time per question', () => {
  it('a choice answered 12 s after its question was shown carries 12 s, not 0', () => {
    const clock = showQuestion(startQuestionClock(), 1, 1_000);
    expect(timeOnQuestion(clock, 1, 13_000)).toBe(12_000);
  });

  it('a 43-second attempt over three questions adds up to 43 s', () => {
    let clock = showQuestion(startQuestionClock(), 1, 0);
    clock = showQuestion(clock, 2, 10_000);
    clock = showQuestion(clock, 3, 25_000);
    clock = showQuestion(clock, 1, 35_000);
    const at = 43_000;
    const times = [1, 2, 3].map((q) => timeOnQuestion(clock, q, at));
    expect(times).toEqual([18_000, 15_000, 10_000]);
    expect(times.reduce((a, b) => a + b, 0)).toBe(43_000);
  });

  it('a hidden tab does not count, and counting starts again when it is visible', () => {
    let clock = showQuestion(startQuestionClock(), 4, 0);
    clock = pauseQuestionClock(clock, 5_000);
    expect(timeOnQuestion(clock, 4, 65_000)).toBe(5_000);
    clock = resumeQuestionClock(clock, 65_000);
    expect(timeOnQuestion(clock, 4, 68_000)).toBe(8_000);
  });

  it('a question shown while the tab is hidden counts from when it becomes visible', () => {
    let clock = showQuestion(startQuestionClock(), 1, 0, false);
    expect(timeOnQuestion(clock, 1, 30_000)).toBe(0);
    clock = resumeQuestionClock(clock, 30_000);
    expect(timeOnQuestion(clock, 1, 31_000)).toBe(1_000);
  });

  it('a resumed attempt adds to the time the server kept', () => {
    const clock = showQuestion(startQuestionClock({ 7: 20_000 }), 7, 100);
    expect(timeOnQuestion(clock, 7, 2_100)).toBe(22_000);
    expect(timeOnQuestion(clock, 8, 2_100)).toBe(0);
  });

  it('a clock that goes backwards takes no time away', () => {
    const clock = showQuestion(startQuestionClock({ 1: 3_000 }), 1, 10_000);
    expect(timeOnQuestion(clock, 1, 9_000)).toBe(3_000);
  });
});

describe('the server’s bound on a question’s time', () => {
  it('keeps what was claimed when it fits in the wall time since the start', () => {
    expect(boundTimeSpent({ claimedMs: 12_000, startedAtMs: 0, nowMs: 43_000, otherQuestionsMs: 30_000 })).toBe(12_000);
  });

  it('never lets the questions together exceed the wall time since the start', () => {
    expect(boundTimeSpent({ claimedMs: 86_400_000, startedAtMs: 0, nowMs: 43_000, otherQuestionsMs: 30_000 })).toBe(
      13_000,
    );
    expect(boundTimeSpent({ claimedMs: 5_000, startedAtMs: 0, nowMs: 43_000, otherQuestionsMs: 50_000 })).toBe(0);
  });

  it('an attempt the server says starts later than now keeps nothing', () => {
    expect(boundTimeSpent({ claimedMs: 5_000, startedAtMs: 10_000, nowMs: 5_000, otherQuestionsMs: 0 })).toBe(0);
  });
});
