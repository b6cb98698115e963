import { describe, expect, it } from 'vitest';
import { checkRegistration, EntityState, type RegisteredUser, type SignupRole } from './registration-check.js';

const student: RegisteredUser = { userTypeId: 1 };
const parent: RegisteredUser = { userTypeId: 2 };
const teacher: RegisteredUser = { userTypeId: 3 };
const instituteUser: RegisteredUser = { userTypeId: 4 };
const schoolAdmin: RegisteredUser = { userTypeId: 5, instituteType: 1 };
const coachingAdmin: RegisteredUser = { userTypeId: 5, instituteType: 2 };
const adminNoType: RegisteredUser = { userTypeId: 5 };

describe('registration check (spec 002 §5.1)', () => {
  it('reads entity_state 1 as registered', () => {
    expect(EntityState).toEqual({ NotRegistered: 0, Registered: 1 });
  });

  it('a value that is not registered is allowed, signed in or not', () => {
    expect(checkRegistration({ entityState: 0, existing: null, viewer: teacher })).toEqual({ allowed: true });
    expect(
      checkRegistration({ entityState: 2, existing: teacher, viewer: null, signupRole: 'institute' }).allowed,
    ).toBe(true);
  });

  describe('signed in', () => {
    it.each([
      [teacher, teacher, false],
      [teacher, schoolAdmin, false],
      [teacher, coachingAdmin, false],
      [teacher, instituteUser, false],
      [teacher, student, true],
      [teacher, parent, true],
      [student, schoolAdmin, false],
      [student, instituteUser, false],
      [student, coachingAdmin, true],
      [student, adminNoType, true],
      [student, teacher, true],
      [instituteUser, student, false],
      [instituteUser, parent, false],
      [parent, schoolAdmin, true],
      [parent, instituteUser, true],
      [parent, teacher, true],
    ])('registered %o used by %o: allowed %s', (existing, viewer, allowed) => {
      expect(checkRegistration({ entityState: 1, existing, viewer }).allowed).toBe(allowed);
    });
  });

  describe('signed out (sign-up)', () => {
    it.each([
      ['student', schoolAdmin, false],
      ['student', instituteUser, false],
      ['parent', schoolAdmin, false],
      ['parent', instituteUser, false],
      ['student', coachingAdmin, true],
      ['student', adminNoType, true],
      ['parent', parent, false],
      ['student', parent, true],
      ['institute', teacher, false],
      ['institute', instituteUser, false],
      ['institute', coachingAdmin, false],
      ['institute', schoolAdmin, false],
      ['institute', student, true],
      ['institute', parent, true],
    ] as [SignupRole, RegisteredUser, boolean][])(
      '%s sign-up with a value of %o: allowed %s',
      (role, existing, allowed) => {
        expect(checkRegistration({ entityState: 1, existing, viewer: null, signupRole: role }).allowed).toBe(allowed);
      },
    );
  });
});
