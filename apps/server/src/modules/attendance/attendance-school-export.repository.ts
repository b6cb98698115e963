import type { Db } from '../../db/database.js';
import { keysetPages, type SchoolExportSource } from '../../platform/exports/school-export-source.js';

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

  const markPage = (schoolId: number) => (after: { register_id: number; learner_uuid: string } | null, limit: number) =>
    db
      .selectFrom('attendance_marks as m')
      .innerJoin('attendance_registers as r', 'r.register_id', 'm.register_id')
      .select(MARK_COLUMNS.map((c) => `m.${c}` as const))
      .where('r.school_id', '=', schoolId)
      .$if(after !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('m.register_id', '>', after!.register_id),
            eb.and([eb('m.register_id', '=', after!.register_id), eb('m.learner_uuid', '>', after!.learner_uuid)]),
          ]),
        ),
      )
      .orderBy('m.register_id')
      .orderBy('m.learner_uuid')
      .limit(limit)
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
        pages: () =>
          keysetPages(markPage(schoolId), (r) => ({ register_id: r.register_id, learner_uuid: r.learner_uuid })),
      });
    },
  };
}
