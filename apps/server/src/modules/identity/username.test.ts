import { describe, expect, it } from 'vitest';
import { normaliseMobile, parseUsername } from './username.js';

describe('parseUsername', () => {
  it.each([
    ['Student@Demo.School ', { kind: 'email', value: 'student@demo.school' }],
    ['9800000001', { kind: 'mobile', value: '9800000001' }],
    ['+91 98000 00001', { kind: 'mobile', value: '9800000001' }],
    ['919800000001', { kind: 'mobile', value: '9800000001' }],
    ['09800000001', { kind: 'mobile', value: '9800000001' }],
    ['0091-9800000001', { kind: 'mobile', value: '9800000001' }],
    ['+971 501234567', { kind: 'mobile', value: '501234567' }],
    ['not a name', null],
  ])('%s', (input, expected) => {
    expect(parseUsername(input)).toEqual(expected);
  });

  it('refuses what is not a phone number', () => {
    expect(normaliseMobile('12ab')).toBeNull();
    expect(normaliseMobile('123')).toBeNull();
  });
});
