import { describe, expect, it } from 'vitest';
import { formatBytes } from './kept-size';

describe('sizes as a phone says them', () => {
  it.each([
    [48_000_000, '48 MB'],
    [1_500_000, '1.5 MB'],
    [700_000, '700 KB'],
    [2_340_000_000, '2.3 GB'],
    [999, '999 bytes'],
    [1_000, '1 KB'],
    [12_345_678, '12 MB'],
  ])('%d bytes read "%s"', (bytes, words) => {
    expect(formatBytes(bytes)).toBe(words);
  });
});
