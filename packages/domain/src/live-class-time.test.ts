import { describe, expect, it } from 'vitest';
import { localDateTimeOf, localDateTimeToMs, weeklyStartsMs } from './live-class-time.js';
import { timeZoneOfCountry } from './local-time.js';

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
  it('reads Nepal’s quarter-hour offset (UTC+05:45)', () => {
    expect(localDateTimeOf(Date.parse('2026-12-01T04:20:00Z'), 'NP')).toEqual({ date: '2026-12-01', time: '10:05' });
  });
  it('changes at the very minute London’s clocks go back and forward', () => {
    // Summer time ends at 01:00 UTC on 25 October 2026 and starts at 01:00 UTC on 29 March 2026.
    expect(localDateTimeOf(Date.parse('2026-10-25T00:59:00Z'), 'GB')).toEqual({ date: '2026-10-25', time: '01:59' });
    expect(localDateTimeOf(Date.parse('2026-10-25T01:00:00Z'), 'GB')).toEqual({ date: '2026-10-25', time: '01:00' });
    expect(localDateTimeOf(Date.parse('2026-03-29T00:59:00Z'), 'GB')).toEqual({ date: '2026-03-29', time: '00:59' });
    expect(localDateTimeOf(Date.parse('2026-03-29T01:00:00Z'), 'GB')).toEqual({ date: '2026-03-29', time: '02:00' });
  });
  it('agrees with the wall clock the platform reads, every 11 minutes of a year, in every zone asked', () => {
    const wrong: string[] = [];
    for (const country of ['IN', 'AE', 'GB', 'NP', 'SG']) {
      const wall = new Intl.DateTimeFormat('en-CA', {
        timeZone: timeZoneOfCountry(country),
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (let ms = Date.parse('2026-01-01T00:00:00Z'); ms < Date.parse('2027-01-01T00:00:00Z'); ms += 11 * 60_000) {
        const parts = Object.fromEntries(wall.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
        const expected = { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
        const got = localDateTimeOf(ms, country);
        if (got.date !== expected.date || got.time !== expected.time)
          wrong.push(`${country} ${new Date(ms).toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
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
