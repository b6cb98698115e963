import { describe, expect, it } from 'vitest';
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
});
