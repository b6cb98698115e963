import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

// scrypt ran at N=16384: it runs at current advice (N=2^17), and older hashes are redone on the next sign-in.
describe('password hashes', () => {
  it('are made at N=2^17 (r=8, p=1) by default and verify', async () => {
    const hash = await hashPassword('Correct horse 1');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Correct horse 1', hash)).toBe(true);
    expect(await verifyPassword('Correct horse 2', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('a hash made at N=16384 still verifies and asks to be redone', async () => {
    const old = await hashPassword('Older pass 1', 16384);
    expect(await verifyPassword('Older pass 1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses stored costs it would not run (a tampered hash cannot exhaust memory)', async () => {
    const hash = await hashPassword('x1x1x1x1', 16384);
    const tampered = hash.replace('scrypt$16384$', 'scrypt$1073741824$');
    expect(await verifyPassword('x1x1x1x1', tampered)).toBe(false);
    expect(await verifyPassword('x1x1x1x1', 'not-a-hash')).toBe(false);
  });

  it('a flood of checks at once: a few run, some wait in line, the rest are refused in words', async () => {
    const stored = await hashPassword('right-one', 1024);
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => verifyPassword('right-one', stored)));
    const checked = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(checked.every((o) => o.value === true)).toBe(true);
    expect(checked.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ statusCode: 503, headers: { 'retry-after': '2' } });
      expect((reason as AppError).message).toMatch(/signing in at once/);
    }
    // Once the line has gone down, checks run again.
    expect(await verifyPassword('right-one', stored)).toBe(true);
  });
});
