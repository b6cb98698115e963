import { describe, expect, it } from 'vitest';
import { addCalendarDays, localDate, readableTimeIn, timeZoneOfCountry } from './local-time.js';

describe('today in the school’s country (spec 002 §9: time zone from the country, default India)', () => {
  it('is India’s day when no country is known', () => {
    // 2026-11-22T19:00Z is 00:30 on the 23rd in India (UTC+5:30).
    expect(localDate(Date.parse('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(localDate(Date.parse('2026-11-22T18:29:59Z'), null)).toBe('2026-11-22');
    expect(timeZoneOfCountry(undefined)).toBe('Asia/Kolkata');
    expect(timeZoneOfCountry('XX')).toBe('Asia/Kolkata');
  });

  it('follows the country: the UAE is UTC+4, South Africa UTC+2', () => {
    const at = Date.parse('2026-11-22T20:30:00Z');
    expect(localDate(at, 'IN')).toBe('2026-11-23');
    expect(localDate(at, 'ae')).toBe('2026-11-23');
    expect(localDate(at, 'ZA')).toBe('2026-11-22');
  });

  it('turns the day at the zone’s midnight, asked again and again across it (Nepal is UTC+5:45)', () => {
    const minuteBefore = Date.parse('2026-11-22T18:14:00Z');
    for (let s = 0; s < 60; s += 15) expect(localDate(minuteBefore + s * 1000, 'NP')).toBe('2026-11-22');
    expect(localDate(Date.parse('2026-11-22T18:14:59.999Z'), 'NP')).toBe('2026-11-22');
    expect(localDate(Date.parse('2026-11-22T18:15:00Z'), 'NP')).toBe('2026-11-23');
    expect(localDate(Date.parse('2026-11-22T18:14:59.999Z'), 'NP')).toBe('2026-11-22');
    // The same moment in another zone, asked in between, keeps its own day.
    expect(localDate(Date.parse('2026-11-22T18:15:00Z'), 'IN')).toBe('2026-11-22');
  });

  it('counts calendar days across month and year ends, the same however often asked', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-12-31', -1)).toBe('2026-12-30');
  });
});

describe('readableTimeIn', () => {
  it('writes an instant in the school’s zone, naming it, not in UTC', () => {
    // A class at 11:00 UTC: 16:30 in India, 15:00 in the Gulf.
    expect(readableTimeIn('2026-11-23T11:00:00Z', 'IN')).toBe('Mon, 23 Nov, 16:30 IST');
    expect(readableTimeIn('2026-11-23T11:00:00Z', 'AE')).toBe('Mon, 23 Nov, 15:00 GST');
    // Past midnight in India, still the day before in UTC.
    expect(readableTimeIn('2026-11-23T19:00:00Z', 'IN')).toBe('Tue, 24 Nov, 00:30 IST');
  });
});
