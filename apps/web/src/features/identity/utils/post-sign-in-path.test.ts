import { describe, expect, it } from 'vitest';
import { postSignInPath } from './post-sign-in-path';

const school = { school_id: 5, school_name: 'Demo', institute_type: 1, school_status: 1 as const };
const student = { user_type_id: 1, role: null, school };
const parent = { user_type_id: 2, role: null, school: null };
const admin = { user_type_id: 5, role: 'SCHOOL_ADMIN', school };
const schoolless = { user_type_id: 5, role: 'TEACHER', school: null };

describe('postSignInPath', () => {
  it.each([
    { who: 'student, no origin', profile: student, from: null, want: '/student-dashboard' },
    { who: 'student from /package', profile: student, from: '/package', want: '/package' },
    { who: 'student from /package?for=JEE', profile: student, from: '/package?for=JEE', want: '/package?for=JEE' },
    { who: 'student from /profile', profile: student, from: '/profile', want: '/profile' },
    { who: 'parent from another dashboard', profile: parent, from: '/student-dashboard', want: '/parent-dashboard' },
    { who: 'admin from /', profile: admin, from: '/', want: '/faculty-admin-dashboard' },
    { who: 'type 5 without school', profile: schoolless, from: null, want: '/customer-care-contact' },
    { who: 'anyone from /login', profile: student, from: '/login', want: '/student-dashboard' },
  ])('$who -> $want', ({ profile, from, want }) => {
    expect(postSignInPath(profile, from)).toBe(want);
  });
});
