import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LiveClassRecapsTable } from '../../db/schema-live-recaps.js';
import type { LiveClassRow } from './live-classes.repository.js';

export type RecapLinkRow = Selectable<LiveClassRecapsTable>;

export type LiveRecapsRepository = ReturnType<typeof createLiveRecapsRepository>;

/** Kysely queries of the live module's class-recap links (which learn-list is which class's recap). */
export function createLiveRecapsRepository(db: Db) {
  async function ofClasses(schIds: readonly number[]): Promise<RecapLinkRow[]> {
    if (schIds.length === 0) return [];
    return db.selectFrom('live_class_recaps').selectAll().where('sch_id', 'in', schIds).execute();
  }

  async function ofList(learnlistId: number): Promise<RecapLinkRow | undefined> {
    return db.selectFrom('live_class_recaps').selectAll().where('learnlist_id', '=', learnlistId).executeTakeFirst();
  }

  /** Attaches the list to the class unless the class has a recap already: false when another request did first. */
  async function linkIfNone(row: RecapLinkRow): Promise<boolean> {
    const result = await db
      .insertInto('live_class_recaps')
      .values(row)
      .onConflict((oc) => oc.column('sch_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** The class's recap becomes this list (attachLearnListToClass), replacing the one it had. */
  async function relink(row: RecapLinkRow): Promise<void> {
    await db
      .insertInto('live_class_recaps')
      .values(row)
      .onConflict((oc) =>
        oc.column('sch_id').doUpdateSet({
          learnlist_id: row.learnlist_id,
          attached_by: row.attached_by,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  /**
   * Classes presented by the person starting from `from` up to (not including) `to`: the teaching
   * screen's candidates for the class being taught now.
   */
  async function presentedBy(presenterUuid: string, from: string, to: string): Promise<LiveClassRow[]> {
    return db
      .selectFrom('live_classes')
      .selectAll()
      .where('presenter_uuid', '=', presenterUuid)
      .where('start_at', '>=', from)
      .where('start_at', '<', to)
      .orderBy('start_at', 'desc')
      .limit(50)
      .execute();
  }

  return { ofClasses, ofList, linkIfNone, relink, presentedBy };
}
