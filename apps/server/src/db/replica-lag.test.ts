import { describe, expect, it } from 'vitest';
import { readAfterOf } from '../platform/http/read-after.js';
import { parseLsn } from './replica-lag.js';

describe('the replica lag watch', () => {
  it("orders PostgreSQL's WAL positions as numbers, across the slash", () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('16B374D848')).toThrow(/WAL position/);
  });
});

describe('the read-after cookie', () => {
  it('is read among other cookies; anything but a plain number counts as none', () => {
    expect(readAfterOf('a=1; esc_read_after=1764460800000; b=2')).toBe(1764460800000);
    expect(readAfterOf('esc_read_after=1764460800000')).toBe(1764460800000);
    expect(readAfterOf(undefined)).toBeNull();
    expect(readAfterOf('esc_read_after=soon')).toBeNull();
    expect(readAfterOf('esc_read_after=1e20')).toBeNull();
    expect(readAfterOf('esc_read_after=1234567890123456789')).toBeNull();
    expect(readAfterOf('my_esc_read_after=5')).toBeNull();
  });
});
