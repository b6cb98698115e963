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

export interface SaveRegisterInput {
  clientMarkId: string;
  schoolId: number;
  sectionId: number;
  date: string;
  by: string;
  at: string;
  /** Marks the teacher gave: they replace what the register held. */
  given: readonly StoredMark[];
  /** Everyone else's mark when they have none yet (present, or present from live attendance). */
  defaults: readonly StoredMark[];
}

/** A concurrent save of the same client-made id committed first: this one changes nothing. */
export class ReplayedSave extends Error {}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;

const CHUNK = 300;

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

  async function requestOf(clientMarkId: string): Promise<MarkRequestRow | undefined> {
    return db
      .selectFrom('attendance_mark_requests')
      .selectAll()
      .where('client_mark_id', '=', clientMarkId)
      .executeTakeFirst();
  }

  /**
   * The whole register in one transaction: the register row (made, or its last change stamped), the
   * save's client-made id, the teacher's marks (replacing), everyone else's default (kept when they
   * have one). Throws ReplayedSave when the id was saved meanwhile by a concurrent twin.
   */
  async function saveRegister(input: SaveRegisterInput): Promise<number> {
    // In a transaction of its own, or in the caller's (the demo seed's) when there is one.
    const atomically = <T>(fn: (trx: Db) => Promise<T>): Promise<T> =>
      db.isTransaction ? fn(db) : db.transaction().execute(fn);
    return atomically(async (trx) => {
      const register = await trx
        .insertInto('attendance_registers')
        .values({
          school_id: input.schoolId,
          section_id: input.sectionId,
          register_date: input.date,
          marked_by: input.by,
          marked_at: input.at,
          updated_by: input.by,
          updated_at: input.at,
          absence_notice_at: null,
        })
        .onConflict((oc) =>
          oc.columns(['section_id', 'register_date']).doUpdateSet({ updated_by: input.by, updated_at: input.at }),
        )
        .returning('register_id')
        .executeTakeFirstOrThrow();
      const registerId = register.register_id;
      const claimed = await trx
        .insertInto('attendance_mark_requests')
        .values({
          client_mark_id: input.clientMarkId,
          register_id: registerId,
          school_id: input.schoolId,
          section_id: input.sectionId,
          register_date: input.date,
          marked_by: input.by,
          received_at: input.at,
        })
        .onConflict((oc) => oc.column('client_mark_id').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) throw new ReplayedSave();
      const row = (m: StoredMark) => ({ ...m, register_id: registerId, marked_by: input.by, marked_at: input.at });
      for (let i = 0; i < input.given.length; i += CHUNK) {
        await trx
          .insertInto('attendance_marks')
          .values(input.given.slice(i, i + CHUNK).map(row))
          .onConflict((oc) =>
            oc.columns(['register_id', 'learner_uuid']).doUpdateSet((eb) => ({
              mark: eb.ref('excluded.mark'),
              remark: eb.ref('excluded.remark'),
              source: eb.ref('excluded.source'),
              marked_by: eb.ref('excluded.marked_by'),
              marked_at: eb.ref('excluded.marked_at'),
            })),
          )
          .execute();
      }
      for (let i = 0; i < input.defaults.length; i += CHUNK) {
        await trx
          .insertInto('attendance_marks')
          .values(input.defaults.slice(i, i + CHUNK).map(row))
          .onConflict((oc) => oc.columns(['register_id', 'learner_uuid']).doNothing())
          .execute();
      }
      return registerId;
    });
  }

  async function markNoticeSent(registerId: number, at: string): Promise<void> {
    await db
      .updateTable('attendance_registers')
      .set({ absence_notice_at: at })
      .where('register_id', '=', registerId)
      .execute();
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

  /** Marks of the sections from `from` to `to` counted by section and kind (a school's summary). */
  async function countsBySection(sectionIds: readonly number[], from: string, to: string) {
    if (sectionIds.length === 0) return [];
    const rows = await db
      .selectFrom('attendance_registers as r')
      .innerJoin('attendance_marks as m', 'm.register_id', 'r.register_id')
      .select(['r.section_id', 'm.mark', (eb) => eb.fn.countAll().as('n')])
      .where('r.section_id', 'in', sectionIds)
      .where('r.register_date', '>=', from)
      .where('r.register_date', '<=', to)
      .groupBy(['r.section_id', 'm.mark'])
      .execute();
    return rows.map((r) => ({ section_id: r.section_id, mark: r.mark, n: Number(r.n) }));
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
    marksOf,
    requestOf,
    saveRegister,
    markNoticeSent,
    registersOf,
    marksOfSections,
    marksOfLearners,
    countsBySection,
    settingsOf,
    saveSettings,
  };
}
