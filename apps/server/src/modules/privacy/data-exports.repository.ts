import type { Db } from '../../db/database.js';
import type { DataExportsTable } from '../../db/schema-privacy.js';

export type DataExportRow = DataExportsTable;
export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;

/** What each list shows at most, per person. */
const LIST_LIMIT = 10;

/** The data_exports table (the privacy module's own): each ask, its progress and its file. */
export function createDataExportsRepository(db: Db) {
  return {
    async byId(id: string): Promise<DataExportRow | undefined> {
      return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The subject's export still waiting or being built, if any (one at a time). */
    async running(subjectUuid: string): Promise<DataExportRow | undefined> {
      return db
        .selectFrom('data_exports')
        .selectAll()
        .where('subject_uuid', '=', subjectUuid)
        .where('state', 'in', ['waiting', 'building'])
        .orderBy('requested_at', 'desc')
        .executeTakeFirst();
    },

    /** How many exports the person asked for since the moment. */
    async askedSince(requesterUuid: string, sinceIso: string): Promise<number> {
      const row = await db
        .selectFrom('data_exports')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('requested_by', '=', requesterUuid)
        .where('requested_at', '>', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The last exports of each subject, newest first. */
    async ofSubjects(subjectUuids: readonly string[]): Promise<DataExportRow[]> {
      if (subjectUuids.length === 0) return [];
      const rows = await db
        .selectFrom('data_exports')
        .selectAll()
        .where('subject_uuid', 'in', [...subjectUuids])
        .orderBy('requested_at', 'desc')
        .orderBy('id')
        .execute();
      const seen = new Map<string, number>();
      return rows.filter((r) => {
        const n = (seen.get(r.subject_uuid) ?? 0) + 1;
        seen.set(r.subject_uuid, n);
        return n <= LIST_LIMIT;
      });
    },

    async insert(row: DataExportRow): Promise<void> {
      await db.insertInto('data_exports').values(row).execute();
    },

    async update(id: string, changes: Partial<Omit<DataExportRow, 'id'>>): Promise<void> {
      await db.updateTable('data_exports').set(changes).where('id', '=', id).execute();
    },

    /** Ready exports whose link ended before the moment. */
    async expiredBy(nowIso: string): Promise<DataExportRow[]> {
      return db
        .selectFrom('data_exports')
        .selectAll()
        .where('state', '=', 'ready')
        .where('expires_at', '<=', nowIso)
        .execute();
    },
  };
}
