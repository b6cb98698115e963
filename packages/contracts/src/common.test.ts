import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { IdDigits, IdList, IdOrDigits, MAX_DB_INTEGER } from './common.js';

// The id patterns bound digits to the 32-bit columns of both engines (every number has bounds): the route fuzz
// found ids past them answering 500 on PostgreSQL (contentIds=0,4000000000).

describe('ids written as digits', () => {
  it('take 1 to 2147483647, and refuse one more, leading zeros, signs and blanks', () => {
    for (const ok of ['1', '9', '10', '999999999', '1000000000', '2147483646', String(MAX_DB_INTEGER)]) {
      expect(Value.Check(IdDigits(), ok), ok).toBe(true);
    }
    for (const bad of ['0', '007', '2147483648', '2999999999', '9999999999', '-1', '+1', ' 1', '', '1e3', '１']) {
      expect(Value.Check(IdDigits(), bad), bad).toBe(false);
    }
  });

  it('take 0 when it means "none", and nothing when empty is allowed', () => {
    expect(Value.Check(IdDigits({ zero: true }), '0')).toBe(true);
    expect(Value.Check(IdDigits({ zero: true }), '')).toBe(false);
    expect(Value.Check(IdDigits({ zero: true, empty: true }), '')).toBe(true);
  });

  it('as numbers are bounded alike', () => {
    expect(Value.Check(IdOrDigits(), MAX_DB_INTEGER)).toBe(true);
    expect(Value.Check(IdOrDigits(), MAX_DB_INTEGER + 1)).toBe(false);
    expect(Value.Check(IdOrDigits(), 0)).toBe(false);
  });
});

describe('id lists in a query', () => {
  it('take up to 100 ids within 32 bits', () => {
    expect(Value.Check(IdList(), '0,2147483647')).toBe(true);
    expect(Value.Check(IdList(), Array.from({ length: 100 }, (_, i) => i + 1).join(','))).toBe(true);
    expect(Value.Check(IdList(), '0,4000000000')).toBe(false);
    expect(Value.Check(IdList(), Array.from({ length: 101 }, (_, i) => i + 1).join(','))).toBe(false);
    expect(Value.Check(IdList(), '1,,2')).toBe(false);
  });
});
