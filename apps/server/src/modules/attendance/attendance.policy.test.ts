import { describe, expect, it } from 'vitest';
import { createAttendancePolicy, type AttendanceActor } from './attendance.policy.js';

// attendance-context.ts and absence-notice.service.ts: a section's registers are read by its
// school's staff (a teacher only those of sections they teach, else 403; another school's is 404);
// the school's live presence share is read by its staff and changed by a school admin.
const SECTIONS = [
  { section_id: 1, school_id: 10 },
  { section_id: 2, school_id: 10 },
  { section_id: 3, school_id: 20 },
];
const policy = createAttendancePolicy({
  sections: { sectionsByIds: async (ids) => SECTIONS.filter((s) => ids.includes(s.section_id)) },
});
const teacher: AttendanceActor = { schoolIds: [10], allSections: false, sectionIds: new Set([1]), schoolAdmin: false };
const admin: AttendanceActor = { schoolIds: [10], allSections: true, sectionIds: new Set(), schoolAdmin: true };

describe('the attendance policy', () => {
  it('lets a teacher read the registers of sections they teach, an admin every section of the school', async () => {
    expect(Object.fromEntries(await policy.can(teacher, 'readRegisters', [1, 2, 3]))).toEqual({
      1: 'allowed',
      2: { forbidden: { reason: 'auth.notTaughtSection' } },
      3: 'absent',
    });
    expect(await policy.allowedIds(admin, 'readRegisters', [1, 2, 3])).toEqual([1, 2]);
  });

  it('lets only a school admin change the school’s attendance settings', async () => {
    expect(await policy.allowedIds(admin, 'changeSettings', [10, 20])).toEqual([10]);
    const refusal = await policy.authorizeOne(teacher, 'changeSettings', 10).catch((e: Error) => e.message);
    expect(refusal).toBe('Only a school admin changes the school’s attendance settings.');
  });
});
