import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dateLocale,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatLongDay,
  formatMonthYear,
  formatShortWeekday,
  formatTime,
} from './date-format';
import { setNativeDigits } from './digits';

// Dates have one format per language (English India: 29 Nov 2026, 10:42 am).

const AT = '2026-11-29T05:12:00Z'; // 10:42 in India

describe('dates and times in English (India)', () => {
  it('a day is "29 Nov 2026", whether a calendar day or a moment in the school’s zone', () => {
    expect(formatDay('2026-11-29', 'en')).toBe('29 Nov 2026');
    expect(formatDay(AT, 'en', { timeZone: 'Asia/Kolkata' })).toBe('29 Nov 2026');
    // Late evening in India is already the next day there.
    expect(formatDay('2026-11-29T19:00:00Z', 'en', { timeZone: 'Asia/Kolkata' })).toBe('30 Nov 2026');
  });

  it('a moment is "29 Nov 2026, 10:42 am" and a time "10:42 am"', () => {
    expect(formatDateTime(AT, 'en', { timeZone: 'Asia/Kolkata' })).toBe('29 Nov 2026, 10:42 am');
    expect(formatTime(Date.parse(AT), 'en', { timeZone: 'Asia/Kolkata' })).toBe('10:42 am');
  });

  it('the shorter and longer shapes of the same day', () => {
    expect(formatDayMonth('2026-11-29', 'en')).toBe('29 Nov');
    expect(formatShortWeekday('2026-11-29', 'en')).toBe('Sun, 29 Nov');
    expect(formatLongDay('2026-11-29', 'en')).toBe('Sunday, 29 November');
    expect(formatMonthYear('2026-11', 'en')).toBe('November 2026');
  });

  it('follows the active language: months and weekdays in its words, digits 0-9', () => {
    expect(dateLocale('hi')).toBe('hi-IN-u-nu-latn');
    expect(formatDay('2026-11-29', 'hi')).toBe('29 नव॰ 2026');
    expect(formatLongDay('2026-11-29', 'hi')).toBe('रविवार, 29 नवंबर');
    // Tamil's own order (CLDR): month, day, weekday.
    expect(formatLongDay('2026-11-29', 'ta')).toBe('நவம்பர் 29, ஞாயிறு');
    // Marathi's and Bengali's own Intl default would print their digits unasked.
    expect(formatDay('2026-11-29', 'mr')).toContain('29');
    expect(formatDay('2026-11-29', 'bn')).toContain('2026');
  });

  it('writes Devanagari digits in Hindi and Marathi when the person chose them', () => {
    setNativeDigits(true);
    try {
      expect(formatLongDay('2026-11-29', 'hi')).toBe('रविवार, २९ नवंबर');
      expect(formatDay('2026-11-29', 'en')).toBe('29 Nov 2026');
    } finally {
      setNativeDigits(false);
    }
  });

  it('shows what it cannot read as it came, never "Invalid Date"', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});

// The check: a screen formats dates only through these helpers. Each exception says why it is not a display.
const SRC = path.resolve(__dirname, '..');
const NOT_DISPLAYS: Record<string, string> = {
  'lib/date-format.ts': 'the helpers themselves',
  'features/assessment-authoring/utils/window-time.ts':
    'reads a zone’s wall-clock parts and fills datetime-local inputs',
  'features/attendance/components/my-attendance.component.tsx': 'the month key (YYYY-MM) of a query',
  'features/calendars/utils/calendar-entries.ts': 'day and month keys (YYYY-MM-DD, YYYY-MM) of the grid',
};
const STRAY =
  /toLocaleDateString|toLocaleTimeString|toLocaleString\(|new Intl\.DateTimeFormat|toISOString\(\)\.slice|toDateString\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('one set of date helpers', () => {
  it('no screen formats a date by itself (toLocaleDateString, Intl.DateTimeFormat, toISOString().slice)', () => {
    const strays = sourceFiles(SRC).flatMap((file) => {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      if (relative in NOT_DISPLAYS) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (STRAY.test(line) ? [`${relative}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(strays).toEqual([]);
  });
});
