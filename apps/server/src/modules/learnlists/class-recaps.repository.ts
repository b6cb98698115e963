import { LearnListStage } from '@esc/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LearnListAssignmentsTable } from '../../db/schema.js';

export type ClassRecapsRepository = ReturnType<typeof createClassRecapsRepository>;

/**
 * Kysely queries of class recaps: a recap is a learn-list (is_class_recap 1) whose one
 * assignment reaches its class's sections while it is published.
 */
export function createClassRecapsRepository(db: Db) {
  /**
   * A recap published: the list becomes published and its one assignment reaches the class's sections
   * (made on the first publish; a later one gives it the sections again), in one transaction.
   * Learners' completions stay with the assignment across an unpublish and a publish.
   */
  async function publish(
    listId: number,
    row: Insertable<LearnListAssignmentsTable>,
    sectionIds: readonly number[],
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('learnlists')
        .set({ stage: LearnListStage.Published, updated_at: row.updated_at })
        .where('learnlist_id', '=', listId)
        .execute();
      const held = await trx
        .selectFrom('learnlist_assignments')
        .select('assign_id')
        .where('learnlist_id', '=', listId)
        .orderBy('assign_id')
        .executeTakeFirst();
      const assignId =
        held?.assign_id ??
        (await trx.insertInto('learnlist_assignments').values(row).returning('assign_id').executeTakeFirstOrThrow())
          .assign_id;
      // Sections it reaches already keep their rows (and their section_assign_id, which links name).
      let gone = trx.deleteFrom('learnlist_assignment_sections').where('assign_id', '=', assignId);
      if (sectionIds.length > 0) gone = gone.where('section_id', 'not in', sectionIds);
      await gone.execute();
      if (sectionIds.length > 0) {
        await trx
          .insertInto('learnlist_assignment_sections')
          .values(sectionIds.map((section_id) => ({ assign_id: assignId, section_id })))
          .onConflict((oc) => oc.columns(['assign_id', 'section_id']).doNothing())
          .execute();
      }
      return assignId;
    });
  }

  /** A recap unpublished: back to draft, and its assignment reaches no section (so no learner holds it). */
  async function unpublish(listId: number, at: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('learnlists')
        .set({ stage: LearnListStage.Draft, updated_at: at })
        .where('learnlist_id', '=', listId)
        .execute();
      const held = trx.selectFrom('learnlist_assignments').select('assign_id').where('learnlist_id', '=', listId);
      await trx.deleteFrom('learnlist_assignment_sections').where('assign_id', 'in', held).execute();
    });
  }

  /** The recap assignment of each list (its first; a recap has only the one). */
  async function assignmentsOf(listIds: readonly number[]): Promise<Map<number, number>> {
    if (listIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('learnlist_assignments')
      .select(['learnlist_id', (eb) => eb.fn.min('assign_id').as('assign_id')])
      .where('learnlist_id', 'in', listIds)
      .groupBy('learnlist_id')
      .execute();
    return new Map(rows.map((r) => [r.learnlist_id, Number(r.assign_id)]));
  }

  /** Marks a list a class recap, or no longer one; true when it changed. */
  async function markRecap(listId: number, isRecap: 0 | 1, at: string): Promise<boolean> {
    const result = await db
      .updateTable('learnlists')
      .set({ is_class_recap: isRecap, updated_at: at })
      .where('learnlist_id', '=', listId)
      .where('is_class_recap', '!=', isRecap)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return { publish, unpublish, assignmentsOf, markRecap };
}
