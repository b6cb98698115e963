import type { Db } from '../../db/database.js';
import type { SchoolExportsTable } from '../../db/schema-privacy.js';

/** A school export as the module reads it: the size a number on both engines. */
export type SchoolExportRow = Omit<SchoolExportsTable, 'size_bytes'> & { size_bytes: number | null };
export type SchoolExportsRepository = ReturnType<typeof createSchoolExportsRepository>;

/** What the school's list shows at most. */
const LIST_LIMIT = 20;

const toRow = (row: SchoolExportsTable): SchoolExportRow => ({
  ...row,
  size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
});

/** The school_exports table (the privacy module's own): each ask for a school's data, its progress and its file. */
export function createSchoolExportsRepository(db: Db) {
  return {
    async byId(id: string): Promise<SchoolExportRow | undefined> {
      const row = await db.selectFrom('school_exports').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    /** The school's export still waiting or being built, if any (one at a time). */
    async running(schoolId: number): Promise<SchoolExportRow | undefined> {
      const row = await db
        .selectFrom('school_exports')
        .selectAll()
        .where('school_id', '=', schoolId)
        .where('state', 'in', ['waiting', 'building'])
        .orderBy('requested_at', 'desc')
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** The school's last exports, newest first. */
    async ofSchool(schoolId: number): Promise<SchoolExportRow[]> {
      const rows = await db
        .selectFrom('school_exports')
        .selectAll()
        .where('school_id', '=', schoolId)
        .orderBy('requested_at', 'desc')
        .orderBy('id')
        .limit(LIST_LIMIT)
        .execute();
      return rows.map(toRow);
    },

    /** Inserts a waiting export unless one of the school's is waiting or being built already (false then). */
    async insertIfNoneRunning(row: SchoolExportRow): Promise<boolean> {
      const result = await db
        .insertInto('school_exports')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async update(id: string, changes: Partial<Omit<SchoolExportRow, 'id'>>): Promise<void> {
      await db.updateTable('school_exports').set(changes).where('id', '=', id).execute();
    },

    /** Ready exports whose link ended before the moment. */
    async expiredBy(nowIso: string): Promise<SchoolExportRow[]> {
      const rows = await db
        .selectFrom('school_exports')
        .selectAll()
        .where('state', '=', 'ready')
        .where('expires_at', '<=', nowIso)
        .execute();
      return rows.map(toRow);
    },
  };
}
