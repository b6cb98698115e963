import { describe, expect, it } from 'vitest';
import { instantToZoned, schoolTimeZone, zonedToInstant } from './window-time';

// Spec 002 §9: the time zone comes from the country (default India). The window is typed as the
// school's wall-clock times and sent as instants.

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('window times in the school’s time zone', () => {
  it('reads a wall-clock time of India, the default zone', () => {
    expect(schoolTimeZone(null)).toBe('Asia/Kolkata');
    expect(iso(zonedToInstant('2026-12-01T09:00', schoolTimeZone('IN')))).toBe('2026-12-01T03:30:00.000Z');
  });

  it('follows summer time where the country has it', () => {
    const london = schoolTimeZone('GB');
    expect(iso(zonedToInstant('2026-07-01T09:00', london))).toBe('2026-07-01T08:00:00.000Z');
    expect(iso(zonedToInstant('2026-12-01T09:00', london))).toBe('2026-12-01T09:00:00.000Z');
  });

  it('writes an instant back as the same wall-clock time', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu', 'Europe/London', 'Asia/Dubai']) {
      const ms = zonedToInstant('2026-03-29T10:45', zone)!;
      expect(instantToZoned(ms, zone)).toBe('2026-03-29T10:45');
    }
  });

  it('refuses what is not a time', () => {
    expect(zonedToInstant('', 'Asia/Kolkata')).toBeNull();
    expect(zonedToInstant('2026-12-01', 'Asia/Kolkata')).toBeNull();
  });
});
