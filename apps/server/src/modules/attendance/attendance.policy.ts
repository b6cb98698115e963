import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { SectionRecord, StaffScope } from '../institutes/institutes.module.js';

/** A member of staff as the attendance rules see them: their staff scope, and whether they administer their school. */
export interface AttendanceActor extends Pick<StaffScope, 'schoolIds' | 'allSections' | 'sectionIds'> {
  schoolAdmin: boolean;
}

/** A section whose registers are asked for, or a school whose attendance settings are. */
export type AttendanceRecord =
  { kind: 'section'; section_id: number; school_id: number } | { kind: 'school'; school_id: number };

export type AttendanceAction = 'readRegisters' | 'changeSettings';

/**
 * A section's registers are its school's staff's: staff who see every section read them all, a
 * teacher only those of sections they teach (403 otherwise); another school's are absent (404). A
 * school's attendance settings are read by its staff and changed by a school admin only.
 */
export const attendanceRules = {
  readRegisters: (actor: AttendanceActor, record: AttendanceRecord): Decision => {
    if (record.kind !== 'section' || !inSchools(actor.schoolIds, record.school_id)) return ABSENT;
    return actor.allSections || actor.sectionIds.has(record.section_id)
      ? ALLOWED
      : forbidden({ reason: 'auth.notTaughtSection' });
  },
  changeSettings: (actor: AttendanceActor, record: AttendanceRecord): Decision => {
    if (record.kind !== 'school' || !inSchools(actor.schoolIds, record.school_id)) return ABSENT;
    return actor.schoolAdmin ? ALLOWED : forbidden({ reason: 'attendance.settingsAdminOnly' });
  },
} as const;

export type AttendancePolicy = ReturnType<typeof createAttendancePolicy>;

export function createAttendancePolicy({
  sections,
}: {
  sections: { sectionsByIds(ids: readonly number[]): Promise<Pick<SectionRecord, 'section_id' | 'school_id'>[]> };
}) {
  return definePolicy({
    module: 'attendance',
    noun: { readRegisters: { reason: 'http.noSuch.section' }, changeSettings: { reason: 'http.noSuch.school' } },
    actions: {
      readRegisters:
        'Read a section’s registers and its learners’ attendance: staff of its school who see every section, or a teacher who teaches it.',
      changeSettings: 'Change a school’s attendance settings (the live presence share): a school admin of that school.',
    },
    async load(ids: readonly number[], action: AttendanceAction) {
      if (action === 'changeSettings') {
        return new Map(ids.map((id): [number, AttendanceRecord] => [id, { kind: 'school', school_id: id }]));
      }
      return new Map(
        (await sections.sectionsByIds(ids)).map((s): [number, AttendanceRecord] => [
          s.section_id,
          { kind: 'section', section_id: s.section_id, school_id: s.school_id },
        ]),
      );
    },
    rules: attendanceRules,
  });
}
