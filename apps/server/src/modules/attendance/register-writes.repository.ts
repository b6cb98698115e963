import type { Db } from '../../db/database.js';
import type { StoredMark } from './attendance.repository.js';

export interface SaveRegisterInput {
  clientMarkId: string;
  schoolId: number;
  sectionId: number;
  date: string;
  by: string;
  at: string;
  /** When the teacher gave the marks (the device's time bounded by `at`; default `at`): the later mark is kept. */
  madeAt?: string;
  /** Marks the teacher gave: they replace what the register held unless a later one is there. */
  given: readonly StoredMark[];
  /** Everyone else's mark when they have none yet (present, or present from live attendance). */
  defaults: readonly StoredMark[];
}

/** A concurrent save of the same client-made id committed first: this one changes nothing. */
export class ReplayedSave extends Error {}

export type RegisterWritesRepository = ReturnType<typeof createRegisterWritesRepository>;

const CHUNK = 300;

/** The attendance module's writes of registers and marks: saves (one or a batch), notices told. */
export function createRegisterWritesRepository(db: Db) {
  /** Keeps the register's counts by kind in step with its marks (one statement, in the saving transaction). */
  async function recount(trx: Db, registerId: number): Promise<void> {
    const count = (mark: string) =>
      trx
        .selectFrom('attendance_marks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('register_id', '=', registerId)
        .where('mark', '=', mark);
    await trx
      .updateTable('attendance_registers')
      .set({
        present_count: count('present'),
        absent_count: count('absent'),
        late_count: count('late'),
        excused_count: count('excused'),
      })
      .where('register_id', '=', registerId)
      .execute();
  }

  /**
   * The whole register: the register row (made, or its last change stamped), the save's client-made
   * id, the teacher's marks (replacing), everyone else's default (kept when they have one), and its
   * counts. Throws ReplayedSave when the id was saved meanwhile by a concurrent twin.
   */
  async function applySave(trx: Db, input: SaveRegisterInput): Promise<number> {
    {
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
          .values(input.given.slice(i, i + CHUNK).map((m) => ({ ...row(m), made_at: input.madeAt ?? input.at })))
          .onConflict((oc) =>
            oc
              .columns(['register_id', 'learner_uuid'])
              .doUpdateSet((eb) => ({
                mark: eb.ref('excluded.mark'),
                remark: eb.ref('excluded.remark'),
                source: eb.ref('excluded.source'),
                marked_by: eb.ref('excluded.marked_by'),
                marked_at: eb.ref('excluded.marked_at'),
                made_at: eb.ref('excluded.made_at'),
              }))
              // Two teachers' marks of one learner: the later by the time it was made is kept
              // (incomingMarkWins); a default mark (made_at null) always gives way.
              .where((eb) =>
                eb.or([
                  eb('attendance_marks.made_at', 'is', null),
                  eb('attendance_marks.made_at', '<=', eb.ref('excluded.made_at')),
                ]),
              ),
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
      await recount(trx, registerId);
      return registerId;
    }
  }

  /** One save in a transaction of its own, or in the caller's (the demo seed's) when there is one. */
  async function saveRegister(input: SaveRegisterInput): Promise<number> {
    return db.isTransaction ? applySave(db, input) : db.transaction().execute((trx) => applySave(trx, input));
  }

  /**
   * Saves arriving together in one transaction (one commit acknowledges them all), applied by section
   * and day (arrival order within one register), so batches side by side take their locks in one order.
   * Throws when any fails (ReplayedSave included): the batcher then applies each on its own.
   */
  async function saveRegisters(inputs: readonly SaveRegisterInput[]): Promise<number[]> {
    const order = inputs
      .map((input, i) => ({ input, i }))
      .sort((a, b) => a.input.sectionId - b.input.sectionId || a.input.date.localeCompare(b.input.date) || a.i - b.i);
    return db.transaction().execute(async (trx) => {
      const ids: number[] = [];
      for (const { input, i } of order) ids[i] = await applySave(trx, input);
      return ids;
    });
  }

  /** Learners marked absent in the register whose parents were not told yet. */
  async function untoldAbsent(registerId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('attendance_marks')
      .select('learner_uuid')
      .where('register_id', '=', registerId)
      .where('mark', '=', 'absent')
      .where('notified_at', 'is', null)
      .orderBy('learner_uuid')
      .execute();
    return rows.map((r) => r.learner_uuid);
  }

  /**
   * Records that these learners' parents were told (the register's notice time stamped with it). The
   * register row first, then its marks, in the order a save takes them: the other way round, a save
   * running beside it deadlocked on PostgreSQL.
   */
  async function markTold(registerId: number, uuids: readonly string[], at: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('attendance_registers')
        .set({ absence_notice_at: at })
        .where('register_id', '=', registerId)
        .execute();
      for (let i = 0; i < uuids.length; i += CHUNK) {
        await trx
          .updateTable('attendance_marks')
          .set({ notified_at: at })
          .where('register_id', '=', registerId)
          .where('learner_uuid', 'in', uuids.slice(i, i + CHUNK))
          .where('notified_at', 'is', null)
          .execute();
      }
    });
  }

  return { saveRegister, saveRegisters, untoldAbsent, markTold };
}
