import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AttendanceMarkRequestsTable, AttendanceRegistersTable } from '../../db/schema-attendance.js';

export type RegisterRow = Selectable<AttendanceRegistersTable>;
export type MarkRequestRow = Selectable<AttendanceMarkRequestsTable>;

/** A learner's stored mark of a register. */
export interface StoredMark {
  learner_uuid: string;
  mark: string;
  remark: string | null;
  source: string;
}

/** A stored mark with its register's section and day. */
export interface DatedMark extends StoredMark {
  section_id: number;
  register_date: string;
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;

/** Kysely queries of the attendance module's own tables (registers, marks, save ids, settings). */
export function createAttendanceRepository(db: Db) {
  async function registerOf(sectionId: number, date: string): Promise<RegisterRow | undefined> {
    return db
      .selectFrom('attendance_registers')
      .selectAll()
      .where('section_id', '=', sectionId)
      .where('register_date', '=', date)
      .executeTakeFirst();
  }

  async function marksOf(registerId: number): Promise<StoredMark[]> {
    return db
      .selectFrom('attendance_marks')
      .select(['learner_uuid', 'mark', 'remark', 'source'])
      .where('register_id', '=', registerId)
      .execute();
  }

  /** The teacher-given marks of these learners in the register: by whom and when each was made. */
  async function givenMarksOf(registerId: number, uuids: readonly string[]) {
    if (uuids.length === 0) return [];
    return db
      .selectFrom('attendance_marks')
      .select(['learner_uuid', 'mark', 'marked_by', 'made_at'])
      .where('register_id', '=', registerId)
      .where('learner_uuid', 'in', uuids)
      .where('made_at', 'is not', null)
      .execute();
  }

  async function requestOf(clientMarkId: string): Promise<MarkRequestRow | undefined> {
    return db
      .selectFrom('attendance_mark_requests')
      .selectAll()
      .where('client_mark_id', '=', clientMarkId)
      .executeTakeFirst();
  }

  /** Registers of the sections from `from` to `to` (inclusive days), by day. */
  async function registersOf(sectionIds: readonly number[], from: string, to: string): Promise<RegisterRow[]> {
    if (sectionIds.length === 0) return [];
    return db
      .selectFrom('attendance_registers')
      .selectAll()
      .where('section_id', 'in', sectionIds)
      .where('register_date', '>=', from)
      .where('register_date', '<=', to)
      .orderBy('register_date')
      .orderBy('section_id')
      .execute();
  }

  /** Per section from `from` to `to`: registers, the latest day, and the marks by kind (a school's summary). */
  async function summaryOf(sectionIds: readonly number[], from: string, to: string) {
    if (sectionIds.length === 0) return [];
    const rows = await db
      .selectFrom('attendance_registers')
      .select((eb) => [
        'section_id',
        eb.fn.countAll().as('registers'),
        eb.fn.max('register_date').as('last_date'),
        eb.fn.sum<number>('present_count').as('present'),
        eb.fn.sum<number>('absent_count').as('absent'),
        eb.fn.sum<number>('late_count').as('late'),
        eb.fn.sum<number>('excused_count').as('excused'),
      ])
      .where('section_id', 'in', sectionIds)
      .where('register_date', '>=', from)
      .where('register_date', '<=', to)
      .groupBy('section_id')
      .execute();
    // Counts and sums come back as strings or bigints on PostgreSQL.
    return rows.map((r) => ({
      section_id: r.section_id,
      registers: Number(r.registers),
      last_date: r.last_date,
      counts: {
        present: Number(r.present),
        absent: Number(r.absent),
        late: Number(r.late),
        excused: Number(r.excused),
      },
    }));
  }

  /** Marks of the sections' registers from `from` to `to`, with their section and day. */
  async function marksOfSections(sectionIds: readonly number[], from: string, to: string): Promise<DatedMark[]> {
    if (sectionIds.length === 0) return [];
    return db
      .selectFrom('attendance_registers as r')
      .innerJoin('attendance_marks as m', 'm.register_id', 'r.register_id')
      .select(['r.section_id', 'r.register_date', 'm.learner_uuid', 'm.mark', 'm.remark', 'm.source'])
      .where('r.section_id', 'in', sectionIds)
      .where('r.register_date', '>=', from)
      .where('r.register_date', '<=', to)
      .execute();
  }

  /** The learners' marks from `from` to `to`, whatever their section (a learner's own month, a run of absences). */
  async function marksOfLearners(uuids: readonly string[], from: string, to: string): Promise<DatedMark[]> {
    if (uuids.length === 0) return [];
    return db
      .selectFrom('attendance_marks as m')
      .innerJoin('attendance_registers as r', 'r.register_id', 'm.register_id')
      .select(['r.section_id', 'r.register_date', 'm.learner_uuid', 'm.mark', 'm.remark', 'm.source'])
      .where('m.learner_uuid', 'in', uuids)
      .where('r.register_date', '>=', from)
      .where('r.register_date', '<=', to)
      .orderBy('r.register_date')
      .execute();
  }

  async function settingsOf(schoolId: number): Promise<number | null> {
    const row = await db
      .selectFrom('attendance_settings')
      .select('live_presence_percent')
      .where('school_id', '=', schoolId)
      .executeTakeFirst();
    return row?.live_presence_percent ?? null;
  }

  async function saveSettings(schoolId: number, percent: number, by: string, at: string): Promise<void> {
    await db
      .insertInto('attendance_settings')
      .values({ school_id: schoolId, live_presence_percent: percent, updated_by: by, updated_at: at })
      .onConflict((oc) =>
        oc.column('school_id').doUpdateSet({ live_presence_percent: percent, updated_by: by, updated_at: at }),
      )
      .execute();
  }

  return {
    registerOf,
    givenMarksOf,
    marksOf,
    requestOf,
    registersOf,
    summaryOf,
    marksOfSections,
    marksOfLearners,
    settingsOf,
    saveSettings,
  };
}
