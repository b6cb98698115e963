import { describe, expect, it } from 'vitest';
import { roleNavigation } from './role-navigation';

// As the pilot found, the school admin's Batches (sections, learners, the roster import) was in no
// navigation: it opened only from the dashboard.
describe('the navigation of each role', () => {
  const keys = (userTypeId: number, role: string | null) => roleNavigation(userTypeId, role).map((i) => i.key);

  it('gives the school admin Batches at /batch-master; a teacher, a learner and a parent have none', () => {
    const admin = roleNavigation(5, 'SCHOOL_ADMIN');
    expect(admin.find((i) => i.key === 'batches')).toEqual({ key: 'batches', to: '/batch-master' });
    expect(keys(3, null)).not.toContain('batches');
    expect(keys(1, null)).not.toContain('batches');
    expect(keys(2, null)).not.toContain('batches');
  });

  it('gives the school admin the school’s licences at /mypackage; other staff have neither that nor My packages', () => {
    const admin = roleNavigation(5, 'SCHOOL_ADMIN');
    expect(admin.find((i) => i.key === 'schoolLicences')).toEqual({ key: 'schoolLicences', to: '/mypackage' });
    expect(keys(5, null)).not.toContain('schoolLicences');
    expect(keys(3, null)).not.toContain('myPackages');
    expect(keys(1, null)).not.toContain('schoolLicences');
  });
});
