import fc from 'fast-check';
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

// Checked against the wall clock the platform reads (Intl, the same zone data), at the instants where a
// mistake would show: each side of every local midnight that starts a month (and a leap day), each side
// of every change of a zone's offset found in the year, and a seeded sample of the rest. Stepping the
// whole year minute by minute proved nothing more and outran the test timeout on a busy machine.
describe('a live class’s local day and time agrees with the wall clock', () => {
  const COUNTRIES = ['IN', 'AE', 'GB', 'NP', 'SG'];
  const MINUTE = 60_000;
  const YEAR_START = Date.parse('2026-01-01T00:00:00Z');
  const YEAR_END = Date.parse('2027-01-01T00:00:00Z');

  const wallClocks = new Map(
    COUNTRIES.map((country) => {
      const format = new Intl.DateTimeFormat('en-CA', {
        timeZone: timeZoneOfCountry(country),
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      const read = (ms: number) => {
        const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
        return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
      };
      return [country, read] as const;
    }),
  );
  const wall = (country: string, ms: number) => wallClocks.get(country)!(ms);
  /** How far the zone's wall clock is ahead of UTC at `ms`, read from the wall clock. */
  const offsetMs = (country: string, ms: number) => {
    const { date, time } = wall(country, ms);
    return Date.parse(`${date}T${time}:00Z`) - (ms - (ms % MINUTE));
  };
  /** The instant the zone's wall clock reads 00:00 on `isoDate`. */
  const localMidnight = (country: string, isoDate: string) => {
    const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
    const guess = utcMidnight - offsetMs(country, utcMidnight);
    return utcMidnight - offsetMs(country, guess);
  };
  /** The first minute of each offset change in the year: a daily scan, then halving to the minute. */
  const offsetChanges = (country: string) => {
    const DAY = 24 * 60 * MINUTE;
    const days = Array.from({ length: (YEAR_END - YEAR_START) / DAY + 1 }, (_, i) => YEAR_START + i * DAY);
    const daily = days.map((ms) => offsetMs(country, ms));
    return days.slice(1).flatMap((end, i) => {
      if (daily[i] === daily[i + 1]) return [];
      let [before, after] = [days[i]!, end];
      while (after - before > MINUTE) {
        const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
        if (offsetMs(country, middle) === daily[i]) before = middle;
        else after = middle;
      }
      return [after];
    });
  };
  const mismatches = (country: string, instants: number[]) =>
    instants
      .filter((ms) => {
        const got = localDateTimeOf(ms, country);
        const expected = wall(country, ms);
        return got.date !== expected.date || got.time !== expected.time;
      })
      .map((ms) => `${country} ${new Date(ms).toISOString()}`);
  const around = (ms: number) => [ms - MINUTE, ms, ms + MINUTE];

  it('on each side of midnight starting every month, the year’s end and a leap day, in every zone asked', () => {
    const days = [
      ...Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, '0')}-01`),
      '2027-01-01',
      '2028-02-29',
      '2028-03-01',
    ];
    const wrong = COUNTRIES.flatMap((country) =>
      mismatches(
        country,
        days.flatMap((day) => around(localMidnight(country, day))),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('on each side of every clock change of the year, including the hour skipped and the hour repeated', () => {
    const changes = new Map(COUNTRIES.map((country) => [country, offsetChanges(country)]));
    // The sample must reach London’s two changes (spring and autumn), or this test would prove nothing.
    expect(changes.get('GB')).toHaveLength(2);
    const wrong = COUNTRIES.flatMap((country) =>
      mismatches(
        country,
        changes.get(country)!.flatMap((change) => [...around(change), change - 30 * MINUTE, change + 30 * MINUTE]),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('at a seeded sample of instants across the year, in every zone asked', () => {
    const sample = fc.sample(fc.integer({ min: YEAR_START, max: YEAR_END - 1 }), { seed: 2026, numRuns: 1000 });
    expect(COUNTRIES.flatMap((country) => mismatches(country, sample))).toEqual([]);
  });
});
