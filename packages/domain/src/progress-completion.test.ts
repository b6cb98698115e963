import { describe, expect, it } from 'vitest';
import { isContentComplete, mediaTimeToMs } from './progress-completion.js';

describe('media time (spec 000 §3)', () => {
  it.each([
    ['00:00:00', 0],
    ['00:05:00', 300_000],
    ['01:02:03', 3_723_000],
    ['100:00:00', 360_000_000],
  ])('%s is %i ms', (text, ms) => {
    expect(mediaTimeToMs(text)).toBe(ms);
  });

  it.each(['', '5:00', '00:60:00', '00:00:61', 'aa:bb:cc', '00:05', '-1:00:00', '00:05:00:00'])(
    '%s is rejected',
    (text) => {
      expect(mediaTimeToMs(text)).toBeNull();
    },
  );
});

describe('content completion (spec 000 §4)', () => {
  it.each([
    [119_000, 0, false],
    [120_000, 0, true],
    [299_000, 300_000, false],
    [300_000, 300_000, true],
    [301_000, 300_000, true],
  ])('consumption %i ms of media %i ms is complete: %s', (consumption, media, expected) => {
    expect(isContentComplete(consumption, media)).toBe(expected);
  });

  it('a record that was complete stays complete', () => {
    expect(isContentComplete(1_000, 300_000, true)).toBe(true);
  });
});
