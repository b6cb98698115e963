import { describe, expect, it } from 'vitest';
import {
  attemptRoute,
  hasPaperSetting,
  olympiadSlotEnd,
  paperTimeGate,
  redirectsToTestEngine,
  shouldAskForRating,
  type PaperSetting,
} from './assessment-rules.js';

const now = Date.UTC(2026, 10, 21, 10, 0, 0);
const HOUR = 3_600_000;

describe('attempt status (spec 002 §4.3)', () => {
  it.each([
    [1, 'paper-instructions'],
    [2, 'test-engine'],
    [3, 'test-engine'],
    [4, null],
    [0, null],
  ] as const)('%i goes to %s', (status, expected) => {
    expect(attemptRoute(status)).toBe(expected);
  });
});

describe('time gate (spec 002 §4.4)', () => {
  const paper = { boardId: 101, startMs: now, endMs: now + 2 * HOUR };
  it('before the start, after the end, inside the window', () => {
    expect(paperTimeGate({ ...paper, serverNowMs: now - 1 })).toEqual({ open: false, toast: 'Paper Not started' });
    expect(paperTimeGate({ ...paper, serverNowMs: now + 2 * HOUR + 1 })).toEqual({
      open: false,
      toast: 'Paper Time Over',
    });
    expect(paperTimeGate({ ...paper, serverNowMs: now + HOUR })).toEqual({ open: true });
  });

  it.each([55356665, 45308718])('board %i skips the gate', (boardId) => {
    expect(paperTimeGate({ ...paper, boardId, serverNowMs: now - HOUR })).toEqual({ open: true });
  });
});

describe('Olympiad slots (spec 002 §4.5)', () => {
  it('the enrollment matching paper and assignment gives the slot end', () => {
    const enrollments = [
      { paper_id: 1, assign_id: 9, end_date_time: '2026-11-22T10:00:00Z' },
      { paper_id: 1, assign_id: 10, end_date_time: '2026-11-23T10:00:00Z' },
    ];
    expect(olympiadSlotEnd(enrollments, 1, 10)).toBe('2026-11-23T10:00:00Z');
    expect(olympiadSlotEnd(enrollments, 2, 10)).toBeNull();
  });
});

describe('paper start settings (spec 002 §5.2)', () => {
  const settings: PaperSetting[] = [
    { setting_id: 13, child_setting_list: [{ child_setting_id: 14 }] },
    { setting_id: 10, child_setting_list: [{ child_setting_id: 11 }, { child_setting_id: 40 }] },
    { setting_id: 6, child_setting_list: [{ child_setting_id: 39 }] },
  ];
  it.each([
    ['testEngineRedirect', true],
    ['explanationAllowed', true],
    ['partialMarking', true],
    ['openSyllabus', false],
    ['instructionScreen', true],
    ['rankGeneration', false],
  ] as const)('%s: %s', (name, expected) => {
    expect(hasPaperSetting(settings, name)).toBe(expected);
  });

  it('only students are redirected to the test engine', () => {
    expect(redirectsToTestEngine(settings, true)).toBe(true);
    expect(redirectsToTestEngine(settings, false)).toBe(false);
  });
});

describe('rating prompt (spec 002 §4.7)', () => {
  const base = { lastRatedMs: null, nowMs: now, isElevateApp: false };
  it.each([
    [{ rating: null, lastAskedMs: null }, true],
    [{ rating: null, lastAskedMs: now - 73 * HOUR }, true],
    [{ rating: null, lastAskedMs: now - 71 * HOUR }, false],
    [{ rating: 3, lastAskedMs: now - 73 * HOUR, lastRatedMs: now - 61 * 24 * HOUR }, true],
    [{ rating: 3, lastAskedMs: now - 73 * HOUR, lastRatedMs: now - 59 * 24 * HOUR }, false],
    [{ rating: 2, lastAskedMs: now - 71 * HOUR, lastRatedMs: now - 90 * 24 * HOUR }, false],
    [{ rating: 5, lastAskedMs: null, lastRatedMs: now - 400 * 24 * HOUR }, false],
  ])('%o asks: %s', (input, expected) => {
    expect(shouldAskForRating({ ...base, ...input })).toBe(expected);
  });

  it('never on the Elevate app', () => {
    expect(shouldAskForRating({ ...base, rating: null, lastAskedMs: null, isElevateApp: true })).toBe(false);
  });

  it('not on a new person’s first screens: the 72 hours count from the account’s making until first asked', () => {
    const never = { ...base, rating: null, lastAskedMs: null };
    expect(shouldAskForRating({ ...never, joinedMs: now - 2 * HOUR })).toBe(false);
    expect(shouldAskForRating({ ...never, joinedMs: now - 73 * HOUR })).toBe(true);
    // Once asked, the last ask counts, however old the account.
    expect(shouldAskForRating({ ...never, lastAskedMs: now - HOUR, joinedMs: now - 900 * HOUR })).toBe(false);
  });

  it('never on a staff dashboard', () => {
    expect(shouldAskForRating({ ...base, rating: null, lastAskedMs: null, isStaff: true })).toBe(false);
  });
});
