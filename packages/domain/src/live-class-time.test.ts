import { describe, expect, it } from 'vitest';
import { localDateTimeOf, localDateTimeToMs } from './live-class-time.js';

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
