import { describe, expect, it } from 'vitest';
import { localDateTimeOf, localDateTimeToMs, weeklyStartsMs } from './live-class-time.js';

describe('a live class’s local day and time', () => {
  it('reads 10:00 in India as 04:30 UTC', () => {
    expect(new Date(localDateTimeToMs('2026-12-01', '10:00', 'IN')).toISOString()).toBe('2026-12-01T04:30:00.000Z');
  });
  it('follows London’s summer time', () => {
    expect(new Date(localDateTimeToMs('2026-07-01', '10:00', 'GB')).toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(new Date(localDateTimeToMs('2026-12-01', '10:00', 'GB')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
  it('gives back the day and time it was made from', () => {
    expect(localDateTimeOf(Date.parse('2026-12-01T20:00:00Z'), 'IN')).toEqual({ date: '2026-12-02', time: '01:30' });
  });
});

describe('a weekly timetable', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  it('puts a class on the same day of each following week', () => {
    const first = Date.parse('2026-11-30T04:30:00Z'); // Monday 10:00 in India
    expect(weeklyStartsMs(first, 3, 'IN').map(iso)).toEqual([
      '2026-11-30T04:30:00.000Z',
      '2026-12-07T04:30:00.000Z',
      '2026-12-14T04:30:00.000Z',
    ]);
  });
  it('keeps the local time across the end of London’s summer time', () => {
    const first = Date.parse('2026-10-19T09:00:00Z'); // Monday 10:00 BST
    // Summer time ends on Sunday 25 October 2026: the next Monday's 10:00 is 10:00 UTC.
    expect(weeklyStartsMs(first, 2, 'GB').map(iso)).toEqual(['2026-10-19T09:00:00.000Z', '2026-10-26T10:00:00.000Z']);
  });
  it('crosses a month and a year end', () => {
    const first = Date.parse('2026-12-28T04:30:00Z');
    expect(weeklyStartsMs(first, 2, 'IN').map(iso)).toEqual(['2026-12-28T04:30:00.000Z', '2027-01-04T04:30:00.000Z']);
  });
});
