import { describe, expect, it } from 'vitest';
import { roleNavigation } from './role-navigation';

// As the pilot found, the school admin's Batches (sections, learners, the roster import) was in no
// navigation: it opened only from the dashboard.
describe('the navigation of each role', () => {
  const keys = (userTypeId: number, role: string | null) => roleNavigation(userTypeId, role).map((i) => i.key);

  it('gives the school admin Batches at /batch-master; a teacher, a learner and a parent have none', () => {
    const admin = roleNavigation(5, 'SCHOOL_ADMIN');
    const keys = (userTypeId: number, role: string | null) => roleNavigation(userTypeId, role).map((i) => i.key);
    expect(admin.find((i) => i.key === 'batches')).toEqual({ key: 'batches', to: '/batch-master' });
    expect(keys(3, null)).not.toContain('batches');
    expect(keys(1, null)).not.toContain('batches');
    expect(keys(2, null)).not.toContain('batches');
  });

  it('gives learners and parents Study at /student-study, learners their institutes; staff neither', () => {
    expect(roleNavigation(1, null).find((i) => i.key === 'study')).toEqual({ key: 'study', to: '/student-study' });
    expect(roleNavigation(2, null).find((i) => i.key === 'study')).toEqual({ key: 'study', to: '/student-study' });
    expect(roleNavigation(1, null).find((i) => i.key === 'institute')).toEqual({
      key: 'institute',
      to: '/student-institute',
    });
    expect(keys(3, null)).not.toContain('study');
    expect(keys(2, null)).not.toContain('institute');
  });
});

// The course master, the family's profile switch and this device's accounts are each where
// a person would look: in the navigation of the roles that use them.
describe('the navigation to courses, profiles and accounts', () => {
  const to = (userTypeId: number, role: string | null) => roleNavigation(userTypeId, role).map((i) => i.to);

  it('gives the school admin /course-master, and nobody else', () => {
    expect(to(5, 'SCHOOL_ADMIN')).toContain('/course-master');
    for (const [type, role] of [
      [3, null],
      [1, null],
      [2, null],
      [5, null],
    ] as const) {
      expect(to(type, role)).not.toContain('/course-master');
    }
  });

  it('gives learners and parents /choose-profile, and every signed-in role /my-accounts', () => {
    expect(to(1, null)).toContain('/choose-profile');
    expect(to(2, null)).toContain('/choose-profile');
    expect(to(3, null)).not.toContain('/choose-profile');
    for (const [type, role] of [
      [1, null],
      [2, null],
      [3, null],
      [5, 'SCHOOL_ADMIN'],
    ] as const) {
      expect(to(type, role)).toContain('/my-accounts');
    }
  });

  it('gives the school admin the school’s licences at /mypackage; other staff have neither that nor My packages', () => {
    const admin = roleNavigation(5, 'SCHOOL_ADMIN');
    const keys = (userTypeId: number, role: string | null) => roleNavigation(userTypeId, role).map((i) => i.key);
    expect(admin.find((i) => i.key === 'schoolLicences')).toEqual({ key: 'schoolLicences', to: '/mypackage' });
    expect(keys(5, null)).not.toContain('schoolLicences');
    expect(keys(3, null)).not.toContain('myPackages');
    expect(keys(1, null)).not.toContain('schoolLicences');
  });
});

// Who looked at children's records: the school admin's own screen; a parent reads a child's in the profile.
describe('the navigation to who looked', () => {
  it('gives the school admin /school-access-log, and nobody else', () => {
    expect(roleNavigation(5, 'SCHOOL_ADMIN').find((i) => i.key === 'whoLooked')).toEqual({
      key: 'whoLooked',
      to: '/school-access-log',
    });
    for (const [type, role] of [
      [1, null],
      [2, null],
      [3, null],
      [5, null],
    ] as const) {
      expect(roleNavigation(type, role).map((i) => i.to)).not.toContain('/school-access-log');
    }
  });
});
