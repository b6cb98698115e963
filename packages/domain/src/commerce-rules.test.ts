import { describe, expect, it } from 'vitest';
import { GST_RATE_PERCENT, PACKAGE_FLAG_BOARDS } from './commerce-rules.js';

describe('packages on sale', () => {
  it('reads package flags as boards: "board 596 is JEE, 606 is NEET" (spec 001 §9)', () => {
    expect(PACKAGE_FLAG_BOARDS).toEqual({ JEE: 596, NEET: 606 });
  });

  it('prices packages with 18% GST in them', () => {
    expect(GST_RATE_PERCENT).toBe(18);
  });
});
