import { describe, expect, it } from 'vitest';
import { parseSignInName } from './username.js';

describe('parseSignInName', () => {
  it.each([
    ['Student@Demo.School ', { kind: 'email', email: 'student@demo.school' }],
    ['9876543210', { kind: 'mobile', input: '9876543210', forms: ['9876543210'] }],
    ['+91 98765 43210', { kind: 'mobile', input: '+91 98765 43210', forms: ['9876543210'] }],
  ])('%s', (input, expected) => {
    expect(parseSignInName(input)).toEqual(expected);
  });

  it('reads an AE number with its trunk 0 as the stored 9 digits (spec 002 §5.5)', () => {
    expect(parseSignInName('0501234567')).toMatchObject({
      kind: 'mobile',
      forms: expect.arrayContaining(['501234567']),
    });
  });

  it('is null for what is neither', () => {
    expect(parseSignInName('not a name')).toBeNull();
    expect(parseSignInName('12')).toBeNull();
  });
});
