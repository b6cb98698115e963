import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens.js';

describe('tokens verified once', () => {
  function world(maxEntries = 3) {
    const clock = { now: 1_000_000 };
    const tokens = createVerifiedTokens<string>({ maxEntries, clock: () => clock.now });
    return { clock, tokens };
  }

  it('answers a token verified before until its expiry second, then says it expired and forgets it', () => {
    const { clock, tokens } = world();
    // exp is in seconds: 1,000,060 ms is 1,000.06 s, so an expiry of 1,001 s holds until 1,001,000 ms.
    tokens.remember('t1', 'asha', 1001);
    expect(tokens.known('t1')).toEqual({ value: 'asha', expired: false });
    clock.now = 1_000_999;
    expect(tokens.known('t1')).toEqual({ value: 'asha', expired: false });
    clock.now = 1_001_000;
    expect(tokens.known('t1')).toEqual({ value: 'asha', expired: true });
    expect(tokens.known('t1')).toBeUndefined();
  });

  it('knows only the exact token it verified, keeps none without an expiry, and lets the oldest go past its bound', () => {
    const { tokens } = world(2);
    tokens.remember('a.b.c', 'asha', 2000);
    expect(tokens.known('a.b.C')).toBeUndefined();
    tokens.remember('no-exp', 'ravi', undefined);
    expect(tokens.known('no-exp')).toBeUndefined();
    tokens.remember('second', 'ravi', 2000);
    tokens.remember('third', 'meena', 2000);
    expect(tokens.known('a.b.c')).toBeUndefined();
    expect(tokens.known('second')?.value).toBe('ravi');
    expect(tokens.known('third')?.value).toBe('meena');
  });
});
