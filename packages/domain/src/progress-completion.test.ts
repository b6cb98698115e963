import { describe, expect, it } from 'vitest';
import { isContentComplete } from './progress-completion.js';

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
