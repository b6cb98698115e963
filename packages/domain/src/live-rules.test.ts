import { describe, expect, it } from 'vitest';
import {
  isLiveClassActive,
  isPresentLive,
  isLiveClassExpired,
  liveClassState,
  timeInClassMs,
  canStartLiveClass,
  liveClassesShownUntil,
} from './live-rules.js';

// Expected values are the specs' sentences: 002 §4.1 (the status table and "active when now is after
// the start and before the start plus the duration in minutes"), 001 §4 ("4 and 5 are shown as
// expired, otherwise ongoing"), and the live attendance rule (present when the time in class reaches a share of the
// class, half by default).

const T = Date.parse('2026-11-25T09:00:00Z');
const MIN = 60_000;

describe('live class status (002 §4.1)', () => {
  it.each([
    [1, T + MIN, 'upcoming'],
    [1, T - MIN, 'missed'],
    [2, T + MIN, 'completed'],
    [2, T - MIN, 'completed'],
    [3, T - MIN, 'completed'],
    [0, T - MIN, 'unknown'],
    [4, T + MIN, 'unknown'],
    [5, T - MIN, 'unknown'],
  ])('status %i starting at %i: %s', (code, start, state) => {
    expect(liveClassState(code, start, T)).toBe(state);
  });

  it('is active strictly between the start and the start plus the duration', () => {
    const start = T;
    expect(isLiveClassActive(start, 45, T)).toBe(false);
    expect(isLiveClassActive(start, 45, T + 1)).toBe(true);
    expect(isLiveClassActive(start, 45, T + 45 * MIN - 1)).toBe(true);
    expect(isLiveClassActive(start, 45, T + 45 * MIN)).toBe(false);
    expect(isLiveClassActive(start, 45, T - MIN)).toBe(false);
  });
});

describe('shown as expired (001 §4)', () => {
  it.each([
    [4, true],
    [5, true],
    [1, false],
    [2, false],
    [3, false],
  ])('status %i: expired %s', (code, expired) => {
    expect(isLiveClassExpired(code)).toBe(expired);
  });
});

describe('live attendance from join and leave events', () => {
  const start = T;
  const end = T + 60 * MIN;
  const at = (m: number) => T + m * MIN;

  it('counts one visit inside the class', () => {
    expect(timeInClassMs([{ joinMs: at(10), leaveMs: at(40) }], start, end)).toBe(30 * MIN);
  });

  it('counts overlapping visits (two tabs) once', () => {
    const visits = [
      { joinMs: at(0), leaveMs: at(30) },
      { joinMs: at(20), leaveMs: at(45) },
    ];
    expect(timeInClassMs(visits, start, end)).toBe(45 * MIN);
  });

  it('adds a rejoin after a drop, without the gap', () => {
    const visits = [
      { joinMs: at(0), leaveMs: at(20) },
      { joinMs: at(30), leaveMs: at(50) },
    ];
    expect(timeInClassMs(visits, start, end)).toBe(40 * MIN);
  });

  it('a leave without a join counts nothing; a join without a leave counts to the end', () => {
    expect(timeInClassMs([{ joinMs: null, leaveMs: at(30) }], start, end)).toBe(0);
    expect(timeInClassMs([{ joinMs: at(45), leaveMs: null }], start, end)).toBe(15 * MIN);
  });

  it('clips time before the start and after the end', () => {
    expect(timeInClassMs([{ joinMs: at(-10), leaveMs: at(70) }], start, end)).toBe(60 * MIN);
    expect(timeInClassMs([{ joinMs: at(-20), leaveMs: at(-5) }], start, end)).toBe(0);
  });

  it('present at half the class by default; the school may set another share', () => {
    expect(isPresentLive([{ joinMs: at(30), leaveMs: at(60) }], start, 60)).toBe(true);
    expect(isPresentLive([{ joinMs: at(31), leaveMs: at(60) }], start, 60)).toBe(false);
    expect(isPresentLive([{ joinMs: at(31), leaveMs: at(60) }], start, 60, 0.25)).toBe(true);
    expect(isPresentLive([], start, 60)).toBe(false);
  });
});

describe('when a presenter may start a class (from 15 minutes before its start until its end)', () => {
  const start = Date.parse('2026-12-01T04:30:00Z'); // 10:00 in India, 45 minutes
  const at = (iso: string) => canStartLiveClass(start, 45, Date.parse(iso));
  it.each([
    ['a day before', '2026-11-30T04:30:00Z', false],
    ['16 minutes before', '2026-12-01T04:14:00Z', false],
    ['15 minutes before', '2026-12-01T04:15:00Z', true],
    ['at the start', '2026-12-01T04:30:00Z', true],
    ['a minute before the end', '2026-12-01T05:14:00Z', true],
    ['at the end', '2026-12-01T05:15:00Z', false],
  ])('%s: %s', (_, now, expected) => {
    expect(at(now)).toBe(expected);
  });
});

describe('how long a week of class cards stays as shown', () => {
  // A 9:00 class of 45 minutes and a 10:00 class of 30: their cards change at 9:00, 9:45, 10:00 and 10:30.
  const week = [
    { startMs: T, durationMinutes: 45 },
    { startMs: T + 60 * MIN, durationMinutes: 30 },
  ];
  it.each([
    ['before the first start: that start', T - 5 * MIN, T],
    ['at a start: that very moment (just after it, the class is on)', T, T],
    ['during the first class: its end', T + 10 * MIN, T + 45 * MIN],
    ['between the classes: the next start', T + 50 * MIN, T + 60 * MIN],
    ['during the last class: its end', T + 70 * MIN, T + 90 * MIN],
  ])('%s', (_, now, expected) => {
    expect(liveClassesShownUntil(week, now)).toBe(expected);
  });

  it('never changes again once every class has ended, nor for no classes', () => {
    expect(liveClassesShownUntil(week, T + 91 * MIN)).toBeNull();
    expect(liveClassesShownUntil([], T)).toBeNull();
  });
});
