import type { GrievanceState } from '@esc/contracts';
import type { Db } from '../../db/database.js';
import type { GrievanceOfficersTable, GrievancesTable } from '../../db/schema-grievances.js';

export type GrievanceRow = GrievancesTable;
export type GrievanceOfficerRow = GrievanceOfficersTable;
export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>;

/** What an officer's list shows at most, newest first. */
const OFFICER_LIST_LIMIT = 500;

/** The grievances module's tables: grievances, and each school's named grievance officer. */
export function createGrievancesRepository(db: Db) {
  return {
    async byIds(ids: readonly string[]): Promise<GrievanceRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('grievances')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },

    /** The grievances raised by the person or about any of the people, newest first. */
    async ofPeople(raisedBy: string, people: readonly string[]): Promise<GrievanceRow[]> {
      return db
        .selectFrom('grievances')
        .selectAll()
        .where((eb) => eb.or([eb('raised_by', '=', raisedBy), eb('person_uuid', 'in', [...people])]))
        .orderBy('raised_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** The grievances an officer answers: of these schools, and the platform's (school null) when asked. */
    async forOfficer(schoolIds: readonly number[], platform: boolean, state?: GrievanceState): Promise<GrievanceRow[]> {
      if (schoolIds.length === 0 && !platform) return [];
      let query = db.selectFrom('grievances').selectAll();
      query = query.where((eb) => {
        const parts = [];
        if (schoolIds.length > 0) parts.push(eb('school_id', 'in', [...schoolIds]));
        if (platform) parts.push(eb('school_id', 'is', null));
        return eb.or(parts);
      });
      if (state) query = query.where('state', '=', state);
      return query.orderBy('raised_at', 'desc').orderBy('id').limit(OFFICER_LIST_LIMIT).execute();
    },

    async raisedSince(raisedBy: string, sinceIso: string): Promise<number> {
      const row = await db
        .selectFrom('grievances')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('raised_by', '=', raisedBy)
        .where('raised_at', '>', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The highest number given in the year so far (0 before the first). */
    async lastNumber(year: number): Promise<number> {
      const row = await db
        .selectFrom('grievances')
        .select((eb) => eb.fn.max('number').as('n'))
        .where('year', '=', year)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async insert(row: GrievanceRow): Promise<void> {
      await db.insertInto('grievances').values(row).execute();
    },

    /** Changes a grievance still in the state the caller read it in; false when another got there first. */
    async update(id: string, from: GrievanceState, changes: Partial<Omit<GrievanceRow, 'id'>>): Promise<boolean> {
      const result = await db
        .updateTable('grievances')
        .set(changes)
        .where('id', '=', id)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async officersOf(schoolIds: readonly number[]): Promise<Map<number, GrievanceOfficerRow>> {
      if (schoolIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('grievance_officers')
        .selectAll()
        .where('school_id', 'in', [...new Set(schoolIds)])
        .execute();
      return new Map(rows.map((r) => [r.school_id, r]));
    },

    async saveOfficer(row: GrievanceOfficerRow): Promise<void> {
      await db
        .insertInto('grievance_officers')
        .values(row)
        .onConflict((oc) =>
          oc.column('school_id').doUpdateSet({
            officer_name: row.officer_name,
            officer_contact: row.officer_contact,
            set_by: row.set_by,
            set_at: row.set_at,
          }),
        )
        .execute();
    },
  };
}
