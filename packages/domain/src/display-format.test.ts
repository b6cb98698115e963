import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDuration } from './display-format.js';

// Spec 002 §9: "Date display format DD MMM, YY." and "Duration display: seconds under a minute, then
// minutes, then hours and minutes."

describe('date display: DD MMM, YY', () => {
  it.each([
    ['2026-11-05', '05 Nov, 26'],
    ['2026-01-31', '31 Jan, 26'],
    ['2030-12-01', '01 Dec, 30'],
  ])('%s shows as %s', (day, shown) => expect(formatDisplayDate(day)).toBe(shown));

  it('leaves what is not a day as it came', () => expect(formatDisplayDate('2026-13-01')).toBe('2026-13-01'));
});

describe('duration display', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [59, '59 s'],
    [60, '1 min'],
    [15 * 60 + 30, '15 min'],
    [59 * 60 + 59, '59 min'],
    [3600, '1 h'],
    [3600 + 5 * 60, '1 h 5 min'],
    [2 * 3600 + 45 * 60 + 10, '2 h 45 min'],
  ])('%i seconds show as %s', (seconds, shown) => expect(formatDisplayDuration(seconds)).toBe(shown));
});
