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
  it('covers whole days for dates and keeps timestamps', () => {
    expect(activityWindow('2026-01-01', '2026-01-31')).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-31T23:59:59.999Z',
    });
    expect(activityWindow(undefined, '2026-01-31T10:00:00Z')).toEqual({ from: null, to: '2026-01-31T10:00:00Z' });
  });
});
