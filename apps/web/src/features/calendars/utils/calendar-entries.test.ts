import { describe, expect, it } from 'vitest';
import { homework, liveClass, test } from '../test/calendar-fixtures';
import { calendarEntries, monthGridDays, shiftMonth } from './calendar-entries';

describe('the month grid', () => {
  it('runs whole weeks, Monday to Sunday, around the month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const days = monthGridDays('2026-11');
    expect(days[0]).toBe('2026-10-26');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days).toHaveLength(42);
    // February 2027 starts on a Monday and ends on a Sunday: four weeks exactly.
    expect(monthGridDays('2027-02')).toHaveLength(28);
  });

  it('shifts months across a year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('calendar entries', () => {
  it('puts a class on its day, homework on its due day and a test on the day it opens, in the school’s zone', () => {
    const entries = calendarEntries(
      {
        classes: [liveClass({ schedule_date: '2026-11-25', start_time: '09:00' })],
        // Due at 23:59 of 24 November in India (18:29 UTC).
        homework: [homework({ due_at: '2026-11-24T18:29:00.000Z' })],
        tests: [test({ starts_at: '2026-11-24T04:30:00.000Z', due_at: '2026-11-26T18:29:00.000Z' })],
      },
      'IN',
    );
    expect(entries.map((e) => [e.kind, e.day, e.time, e.until])).toEqual([
      ['test', '2026-11-24', '10:00', '2026-11-26'],
      ['homework', '2026-11-24', '23:59', null],
      ['live_class', '2026-11-25', '09:00', null],
    ]);
  });
});
