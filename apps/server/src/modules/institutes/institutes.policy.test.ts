import { describe, expect, it } from 'vitest';
import type { SectionRecord } from './institute-reader.js';
import { createInstitutesPolicy, type StaffActor } from './institutes.policy.js';

// Spec 001 §5 and DOMAIN.md: staff of one school never see another school's sections; school
// admins, bde and coordinators see every section of their school, other teachers only those they teach.
const section = (section_id: number, school_id: number) => ({ section_id, school_id }) as SectionRecord;
const SECTIONS = [section(1, 10), section(2, 10), section(3, 20)];

const policy = createInstitutesPolicy({
  reader: { sectionsByIds: async (ids) => SECTIONS.filter((s) => ids.includes(s.section_id)) },
});
const admin: StaffActor = { schoolIds: [10], allSections: true, sectionIds: new Set() };
const teacher: StaffActor = { schoolIds: [10], allSections: false, sectionIds: new Set([1]) };

describe('the institutes policy', () => {
  it('lets staff see only their own schools', async () => {
    expect(await policy.allowedIds(teacher, 'readSchool', [10, 20, 99])).toEqual([10]);
  });

  it('lets an admin read every section of their school, a teacher only those they teach', async () => {
    expect(await policy.allowedIds(admin, 'readSection', [1, 2, 3])).toEqual([1, 2]);
    expect(Object.fromEntries(await policy.can(teacher, 'readSection', [1, 2, 3, 4]))).toEqual({
      1: 'allowed',
      2: { forbidden: { reason: 'auth.notTaughtSection' } },
      3: 'absent',
      4: 'absent',
    });
  });

  it('answers another school’s section as a missing one', async () => {
    const other = await policy.authorizeOne(admin, 'readSection', 3).catch((e: Error) => e.message);
    const missing = await policy.authorizeOne(admin, 'readSection', 4).catch((e: Error) => e.message);
    expect(other).toBe('No such section.');
    expect(missing).toBe(other);
  });
});
