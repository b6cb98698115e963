import { describe, expect, it } from 'vitest';
import { scaledSize } from './compress-photo';

// Photos are made smaller on the device: at most 1,600 px on the longest side, in proportion.
describe('scaledSize', () => {
  it('keeps a photo that is small enough', () => {
    expect(scaledSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
  });

  it('brings a phone camera’s 4000 × 3000 photo to 1600 × 1200, and a portrait one to 1200 × 1600', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });
});
