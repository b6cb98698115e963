import { describe, expect, it } from 'vitest';
import { checkedDay } from './wire-days.js';

// A day on the wire is YYYY-MM-DD, a day the calendar has, from 2000 to 2100 (2100 itself excluded);
// anything else is a 400 naming the field the client sent.

describe('checkedDay', () => {
  it.each(['2026-11-25', '2028-02-29', '2000-01-01', '2099-12-31'])('takes %s as it is', (day) => {
    expect(checkedDay(day, 'date')).toBe(day);
  });

  it.each([
    ['2027-02-29', 'a 29 February outside a leap year'],
    ['2026-13-01', 'a thirteenth month'],
    ['2026-04-31', 'a 31 April'],
    ['2026-1-5', 'a day without its leading zeros'],
    ['25-11-2026', 'a day written backwards'],
    ['2026-11-25T00:00:00Z', 'an instant'],
    ['1999-12-31', 'a day before 2000'],
    ['2100-01-01', 'a day from 2100'],
    ['', 'nothing'],
  ])('refuses %s (%s), naming the field', (day) => {
    expect(() => checkedDay(day, 'start_date')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        errors: [expect.objectContaining({ field: 'start_date', message: 'is not a valid day' })],
      }),
    );
  });
});
