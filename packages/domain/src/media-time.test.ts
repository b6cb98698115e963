import { describe, expect, it } from 'vitest';
import { formatClock, formatMediaTime, mediaSeconds, mediaTimeParts, mediaTimeToMs } from './media-time.js';

// Spec 000 §3: the progress record's total_media_time is 'HH:MM:SS' "converted to milliseconds";
// spec 000 §4: 00:00:00 is the media time of content without a length.
describe('media time: HH:MM:SS to milliseconds (spec 000 §3)', () => {
  it.each([
    ['00:00:00', 0],
    ['00:00:01', 1_000],
    ['00:05:00', 300_000],
    ['01:02:03', 3_723_000],
    ['100:00:00', 360_000_000],
    [' 00:01:05 ', 65_000],
  ])('%s is %i ms', (text, ms) => {
    expect(mediaTimeToMs(text)).toBe(ms);
  });

  it.each(['', '5:00', '00:60:00', '00:00:61', 'aa:bb:cc', '00:05', '-1:00:00', '00:05:00:00', '100:00:01'])(
    '%s is refused',
    (text) => {
      expect(mediaTimeToMs(text)).toBeNull();
    },
  );
});

describe('media time: milliseconds to HH:MM:SS, one rounding (nearest second, halves up)', () => {
  it.each([
    [0, '00:00:00'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
    [499, '00:00:00'],
    [500, '00:00:01'],
    [12_000, '00:00:12'],
    [65_499, '00:01:05'],
    [65_500, '00:01:06'],
    [3_723_000, '01:02:03'],
    [3_723_999, '01:02:04'],
    [360_000_000, '100:00:00'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatMediaTime(ms)).toBe(text);
  });

  it('formats what it parses back to the same text', () => {
    for (const text of ['00:00:00', '00:00:59', '00:59:59', '09:09:09', '99:59:59']) {
      expect(formatMediaTime(mediaTimeToMs(text) ?? -1)).toBe(text);
    }
  });

  it('rounds the same way for whole seconds', () => {
    expect([mediaSeconds(1_499), mediaSeconds(1_500), mediaSeconds(0), mediaSeconds(-1)]).toEqual([1, 2, 0, 0]);
  });
});

describe('the clock people read', () => {
  it.each([
    [0, '0:00'],
    [8_000, '0:08'],
    [65_500, '1:06'],
    [725_000, '12:05'],
    [3_723_000, '1:02:03'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  it('reads a media time as hours, minutes and seconds, nothing for 00:00:00', () => {
    expect(mediaTimeParts('01:02:03')).toEqual({ h: 1, m: 2, s: 3 });
    expect(mediaTimeParts('00:00:00')).toBeNull();
    expect(mediaTimeParts('nonsense')).toBeNull();
    expect(mediaTimeParts(null)).toBeNull();
  });
});
