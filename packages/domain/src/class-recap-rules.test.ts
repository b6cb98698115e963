import { describe, expect, it } from 'vitest';
import { activeClassState, classRecapName, shouldRefreshMapping } from './class-recap-rules.js';

// Expected values are the specs' sentences: 000 §4 "Live-class content mapping is refreshed only when
// the last stored refresh is 30 days old or more" and §9 "Live-class mapping refresh | 30 days"; 000
// §4 "If the scheduled lecture window has passed and no recording is enabled, the stored active-class
// and recap learn-list state is reset"; 001 §3 "lecture_type (2 means recorded-stream)". The window's
// grace (15 minutes) and a recorded class's hold (a day) are the product's choices (docs/class-recap.md).

const NOW = Date.parse('2026-11-30T10:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('live-class content mapping refresh (000 §4, §9: 30 days)', () => {
  it.each([
    ['never refreshed', null, true],
    ['refreshed just now', NOW, false],
    ['refreshed a day ago', NOW - DAY, false],
    ['refreshed 29 days ago', NOW - 29 * DAY, false],
    ['refreshed a minute short of 30 days ago', NOW - 30 * DAY + MIN, false],
    ['refreshed exactly 30 days ago', NOW - 30 * DAY, true],
    ['refreshed 31 days ago', NOW - 31 * DAY, true],
    ['refreshed a year ago', NOW - 365 * DAY, true],
  ])('%s: refresh %s', (_label, last, expected) => {
    expect(shouldRefreshMapping(last, NOW)).toBe(expected);
  });
});

describe('the active-class state of a class being taught', () => {
  const START = NOW;
  const live = { startMs: START, durationMinutes: 40, lectureType: 1, liveClassStatus: 1 };
  const at = (minutes: number) => START + minutes * MIN;

  it.each([
    ['before its start', -5, 'not_started'],
    ['at its start', 0, 'teaching'],
    ['during it', 20, 'teaching'],
    ['at its end', 40, 'teaching'],
    ['15 minutes after its end (the grace)', 55, 'teaching'],
    ['16 minutes after its end: the window has passed, no recording', 56, 'reset'],
    ['the next day, no recording', 24 * 60, 'reset'],
  ])('a live class %s: %s', (_label, minutes, state) => {
    expect(activeClassState(live, at(minutes))).toBe(state);
  });

  it.each([
    ['16 minutes after its end', 56, 'teaching'],
    ['23 hours after its end', 40 + 23 * 60, 'teaching'],
    ['a day and a minute after its end', 40 + 24 * 60 + 1, 'reset'],
  ])('a recorded stream (lecture_type 2) is not reset when its window passes: %s: %s', (_label, minutes, state) => {
    expect(activeClassState({ ...live, lectureType: 2 }, at(minutes))).toBe(state);
  });

  it('a class its presenter started early is taught before its scheduled start', () => {
    expect(activeClassState({ ...live, liveClassStatus: 2 }, at(-5))).toBe('teaching');
  });

  it('a cancelled class is never taught', () => {
    expect(activeClassState({ ...live, liveClassStatus: 4 }, at(10))).toBe('reset');
  });
});

describe('a recap list’s name', () => {
  it('is the class’s title and local day', () => {
    expect(classRecapName('Quadratic equations', '2026-11-30')).toBe('Recap: Quadratic equations 2026-11-30');
  });

  it('cuts a long title so the name fits 120 characters', () => {
    const name = classRecapName('x'.repeat(200), '2026-11-30');
    expect(name.length).toBe(120);
    expect(name.endsWith('… 2026-11-30')).toBe(true);
  });
});
