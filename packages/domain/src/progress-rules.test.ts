import { describe, expect, it } from 'vitest';
import { activityWindow, capConsumptionDelta, continueLearning, progressPercent } from './progress-rules.js';

describe('capConsumptionDelta', () => {
  it.each([
    [30_000, 300_000, 30_000],
    [-5, 300_000, 0],
    [10_000_000, 300_000, 900_000],
    [10_000_000, 0, 720_000],
    [1_234.6, 0, 1_235],
  ])('delta %d ms with media %d ms -> %d ms', (delta, media, expected) => {
    expect(capConsumptionDelta(delta, media)).toBe(expected);
  });
});

describe('progressPercent', () => {
  it('measures against the media time, or 120 s when it is unknown, and reads 100 only when complete', () => {
    expect(progressPercent(150_000, 300_000, false)).toBe(50);
    expect(progressPercent(60_000, 0, false)).toBe(50);
    expect(progressPercent(400_000, 300_000, false)).toBe(99);
    expect(progressPercent(1, 300_000, true)).toBe(100);
  });
});

describe('continueLearning', () => {
  const item = (id: number, done: 0 | 1) => ({ id, is_content_completely_consumed: done });
  it('puts unfinished content first, then tops up with recent finished content, 6 at most', () => {
    const recent = [item(1, 1), item(2, 0), item(3, 1), item(4, 0), item(5, 0), item(6, 1), item(7, 0), item(8, 1)];
    expect(continueLearning(recent).map((i) => i.id)).toEqual([2, 4, 5, 7, 1, 3]);
    expect(continueLearning(recent.slice(0, 2)).map((i) => i.id)).toEqual([2, 1]);
  });
});

describe('activityWindow', () => {
  // A day is the school's day: it starts at the school's midnight (India UTC+05:30, the default).
  it.each([
    // [country, from day, to day, from bound, to bound]
    ['IN', '2026-01-01', '2026-01-31', '2025-12-31T18:30:00.000Z', '2026-01-31T18:29:59.999Z'],
    [null, '2026-01-01', '2026-01-01', '2025-12-31T18:30:00.000Z', '2026-01-01T18:29:59.999Z'],
    ['AE', '2026-03-10', '2026-03-10', '2026-03-09T20:00:00.000Z', '2026-03-10T19:59:59.999Z'],
    ['GB', '2026-07-01', '2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T22:59:59.999Z'],
    ['GB', '2026-01-15', '2026-01-15', '2026-01-15T00:00:00.000Z', '2026-01-15T23:59:59.999Z'],
  ])('in %s, %s to %s runs from %s to %s', (country, from, to, fromBound, toBound) => {
    expect(activityWindow(from, to, country)).toEqual({ from: fromBound, to: toBound });
  });

  it('puts activity just after the school’s midnight in the new day, and just before it in the old one', () => {
    const jan1 = activityWindow('2026-01-01', '2026-01-01', 'IN');
    const inside = (iso: string) => iso >= jan1.from! && iso <= jan1.to!;
    expect(inside('2025-12-31T18:30:00.000Z')).toBe(true); // 00:00 on 1 January in India
    expect(inside('2025-12-31T18:29:59.999Z')).toBe(false); // 23:59:59.999 on 31 December
    expect(inside('2026-01-01T20:00:00.000Z')).toBe(false); // 01:30 on 2 January, still 1 January in UTC
  });

  it('keeps full timestamps and leaves out what is not given', () => {
    expect(activityWindow(undefined, '2026-01-31T10:00:00Z', 'IN')).toEqual({ from: null, to: '2026-01-31T10:00:00Z' });
    expect(activityWindow(undefined, undefined)).toEqual({ from: null, to: null });
  });
});
