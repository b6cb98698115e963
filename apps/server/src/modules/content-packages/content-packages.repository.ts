import type { Db } from '../../db/database.js';
import type { ContentPackagesTable, PackageStatesTable } from '../../db/schema-content-packages.js';

export type PackageRow = ContentPackagesTable;
export type PackageStateRow = PackageStatesTable;

export type ContentPackagesRepository = ReturnType<typeof createContentPackagesRepository>;

/** The content packages module's tables: the packages, and each learner's runtime state of one. */
export function createContentPackagesRepository(db: Db) {
  return {
    async insertPackage(row: PackageRow): Promise<void> {
      await db.insertInto('content_packages').values(row).execute();
    },

    async packageOf(contentId: number): Promise<PackageRow | undefined> {
      return db.selectFrom('content_packages').selectAll().where('content_id', '=', contentId).executeTakeFirst();
    },

    async stateOf(uuid: string, contentId: number): Promise<PackageStateRow | undefined> {
      return db
        .selectFrom('package_states')
        .selectAll()
        .where('user_uuid', '=', uuid)
        .where('content_id', '=', contentId)
        .executeTakeFirst();
    },

    /**
     * Saves the learner's state. `completed` only ever goes from 0 to 1, in the statement itself, so
     * two reports racing cannot undo a completion; the answer says whether this write completed it.
     */
    async saveState(row: PackageStateRow): Promise<{ completed: boolean; newlyCompleted: boolean }> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('package_states')
          .select('completed')
          .where('user_uuid', '=', row.user_uuid)
          .where('content_id', '=', row.content_id)
          .executeTakeFirst();
        await trx
          .insertInto('package_states')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['user_uuid', 'content_id']).doUpdateSet((eb) => ({
              suspend_data: row.suspend_data,
              location: row.location,
              score: row.score,
              updated_at: row.updated_at,
              completed: eb.case().when('package_states.completed', '=', 1).then(1).else(row.completed).end(),
            })),
          )
          .execute();
        const completed = before?.completed === 1 || row.completed === 1;
        return { completed, newlyCompleted: completed && before?.completed !== 1 };
      });
    },
  };
}
