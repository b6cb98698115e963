import type { Db } from '../../db/database.js';
import { childPages, keysetPages, type SchoolExportSource } from '../../platform/exports/school-export-source.js';

const REGISTER_COLUMNS = [
  'register_id',
  'school_id',
  'section_id',
  'register_date',
  'marked_by',
  'marked_at',
  'updated_by',
  'updated_at',
  'present_count',
  'absent_count',
  'late_count',
  'excused_count',
] as const;

/** A page of marks is the registers' learners: 10 registers of a section of 60 give 600 (see EXPORT_PAGE_ROWS). */
const REGISTERS_PER_PAGE = 10;

const MARK_COLUMNS = ['register_id', 'learner_uuid', 'mark', 'remark', 'source', 'marked_by', 'marked_at'] as const;

/** The school's registers and each learner's mark in them, for its export. */
export function createAttendanceSchoolExport(db: Db): SchoolExportSource {
  const registerPage = (schoolId: number) => (after: number | null, limit: number) =>
    db
      .selectFrom('attendance_registers')
      .select(REGISTER_COLUMNS)
      .where('school_id', '=', schoolId)
      .$if(after !== null, (q) => q.where('register_id', '>', after!))
      .orderBy('register_id')
      .limit(limit)
      .execute();

  const registerIds = (schoolId: number) => async (after: number | null, limit: number) =>
    (await registerPage(schoolId)(after, limit)).map((r) => r.register_id);

  const marksOf = (ids: readonly number[]) =>
    db
      .selectFrom('attendance_marks')
      .select(MARK_COLUMNS)
      .where('register_id', 'in', ids)
      .orderBy('register_id')
      .orderBy('learner_uuid')
      .execute();

  return {
    holds: 'attendance: each section’s register of a day, and each learner’s mark in it with the remark.',
    async write({ schoolId }, out) {
      await out.table({
        name: 'attendance_registers',
        holds:
          'one section’s register of one day: who marked it, when, and how many were present, absent, late or excused',
        columns: REGISTER_COLUMNS,
        pages: () => keysetPages(registerPage(schoolId), (r) => r.register_id),
      });
      await out.table({
        name: 'attendance_marks',
        holds: 'one learner’s mark in a register (present, absent, late, excused), its remark and who gave it',
        columns: MARK_COLUMNS,
        pages: () => childPages(registerIds(schoolId), marksOf, REGISTERS_PER_PAGE),
      });
    },
  };
}
