import { describe, expect, it } from 'vitest';
import { catalogueUserType, effectiveInstituteType, isLearner, isStaff } from './user-types.js';

describe('user types (DOMAIN.md)', () => {
  it.each([
    [1, 'student'],
    [2, 'student'],
    [3, 'teacher'],
    [4, 'student'],
    [5, 'teacher'],
    [10, 'student'],
  ] as const)('type %i is a %s on catalogue calls', (type, expected) => {
    expect(catalogueUserType(type)).toBe(expected);
  });

  it('learners, parents and staff are disjoint', () => {
    expect([1, 10, 11, 12].every(isLearner)).toBe(true);
    expect([2].some(isStaff)).toBe(false);
    expect([3, 4, 5, 6, 9].every(isStaff)).toBe(true);
    expect([0, 1, 2, 10].some(isStaff)).toBe(false);
  });

  it('a type-5 user without institute_type is a coaching institute (2)', () => {
    expect(effectiveInstituteType(undefined)).toBe(2);
    expect(effectiveInstituteType(null)).toBe(2);
    expect(effectiveInstituteType(1)).toBe(1);
  });
});
