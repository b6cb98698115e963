import { describe, expect, it } from 'vitest';
import { landingPath, roleDashboardPath } from './landing.js';

describe('post-login landing (spec 002 §2.1)', () => {
  it.each([
    // userTypeId, role, schoolId, currentPath, expected
    [2, null, 17250, null, '/parent-dashboard'],
    [2, null, 17250, '/package', '/parent-dashboard'],
    [1, null, 17250, null, '/student-dashboard'],
    [1, null, 17250, '/package', '/package'],
    [1, null, 17250, '/profile', '/student-dashboard'],
    [10, null, 17250, null, '/student-dashboard'],
    [11, null, 17250, '/package', '/package'],
    [12, null, null, null, '/student-dashboard'],
    [3, null, 501, null, '/faculty-assessment-dashboard'],
    [3, null, 501, '/package', '/faculty-assessment-dashboard'],
    [4, null, 501, null, '/faculty-assessment-dashboard'],
    [5, 'SCHOOL_ADMIN', 501, null, '/faculty-admin-dashboard'],
    [5, 'SCHOOL_ADMIN', null, null, '/faculty-admin-dashboard'],
    [5, 'TEACHER', 501, null, '/faculty-assessment-dashboard'],
    [5, null, 501, null, '/faculty-assessment-dashboard'],
    [5, 'TEACHER', null, null, '/customer-care-contact'],
    [5, null, null, '/package', '/customer-care-contact'],
    [6, null, 501, null, '/faculty-assessment-dashboard'],
    [9, 'mentor', null, null, '/faculty-assessment-dashboard'],
  ] as const)('type %i role %s school %s on %s lands on %s', (userTypeId, role, schoolId, currentPath, expected) => {
    expect(landingPath({ userTypeId, role, schoolId, currentPath })).toBe(expected);
  });

  it.each([
    [1, null, '/student-dashboard'],
    [10, null, '/student-dashboard'],
    [2, null, '/parent-dashboard'],
    [3, null, '/faculty-assessment-dashboard'],
    [4, null, '/faculty-assessment-dashboard'],
    [5, 'SCHOOL_ADMIN', '/faculty-admin-dashboard'],
    [5, 'TEACHER', '/faculty-assessment-dashboard'],
    [7, null, '/faculty-assessment-dashboard'],
  ] as const)('back navigation of type %i role %s goes to %s', (userTypeId, role, expected) => {
    expect(roleDashboardPath({ userTypeId, role })).toBe(expected);
  });
});
