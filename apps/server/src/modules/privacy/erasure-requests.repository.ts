import type { Db } from '../../db/database.js';
import type { ErasureRequestsTable } from '../../db/schema-privacy.js';

export type ErasureRequestRow = ErasureRequestsTable;
export type ErasureRequestsRepository = ReturnType<typeof createErasureRequestsRepository>;

/** What a person's list shows at most, per person. */
const LIST_LIMIT = 10;

/** The erasure_requests table (the privacy module's own): each ask, its decision and the job's progress. */
export function createErasureRequestsRepository(db: Db) {
  return {
    async byId(id: string): Promise<ErasureRequestRow | undefined> {
      return db.selectFrom('erasure_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async byIds(ids: readonly string[]): Promise<ErasureRequestRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('erasure_requests')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },

    /** The subject's request still waiting or being carried out, if any (one at a time). */
    async open(subjectUuid: string): Promise<ErasureRequestRow | undefined> {
      return db
        .selectFrom('erasure_requests')
        .selectAll()
        .where('subject_uuid', '=', subjectUuid)
        .where('state', 'in', ['waiting', 'erasing'])
        .executeTakeFirst();
    },

    /**
     * The last requests of each subject, and those the asker made (a parent still sees the child's
     * erasure once the link to the child is gone with it), newest first.
     */
    async ofSubjects(subjectUuids: readonly string[], askerUuid: string): Promise<ErasureRequestRow[]> {
      const rows = await db
        .selectFrom('erasure_requests')
        .selectAll()
        .where((eb) =>
          eb.or([eb('subject_uuid', 'in', [...subjectUuids, askerUuid]), eb('requested_by', '=', askerUuid)]),
        )
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

    /** Requests a decider sees: their schools' (or, null among them, the platform's), waiting first, then by due date. */
    async toDecide(schoolIds: readonly number[], platform: boolean): Promise<ErasureRequestRow[]> {
      if (schoolIds.length === 0 && !platform) return [];
      return db
        .selectFrom('erasure_requests')
        .selectAll()
        .where((eb) => {
          const either = [];
          if (schoolIds.length > 0) either.push(eb('school_id', 'in', [...schoolIds]));
          if (platform) either.push(eb('school_id', 'is', null));
          return eb.or(either);
        })
        .orderBy('due_at')
        .orderBy('id')
        .limit(200)
        .execute();
    },

    async insert(row: ErasureRequestRow): Promise<void> {
      await db.insertInto('erasure_requests').values(row).execute();
    },

    /** Moves a request on from the state it was read in; false when someone else moved it first. */
    async move(id: string, from: ErasureRequestRow['state'], changes: Partial<ErasureRequestRow>): Promise<boolean> {
      const result = await db
        .updateTable('erasure_requests')
        .set(changes)
        .where('id', '=', id)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async update(id: string, changes: Partial<Omit<ErasureRequestRow, 'id'>>): Promise<void> {
      await db.updateTable('erasure_requests').set(changes).where('id', '=', id).execute();
    },

    /** The subject's exports' files in storage, so the erasure deletes them before their rows. */
    async exportFilesOf(subjectUuid: string): Promise<string[]> {
      const rows = await db
        .selectFrom('data_exports')
        .select('storage_key')
        .where('subject_uuid', '=', subjectUuid)
        .where('storage_key', 'is not', null)
        .execute();
      return rows.map((r) => r.storage_key!);
    },
  };
}
