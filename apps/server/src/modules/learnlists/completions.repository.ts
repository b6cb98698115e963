import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { bucketVersion } from '../../platform/cache/version-buckets.js';
import { ASSIGNMENT_VERSIONS, type VersionMove } from './report-versions.js';
import type { LearnListCompletionsTable } from '../../db/schema.js';

export type CompletionRow = Omit<Selectable<LearnListCompletionsTable>, 'first_opened_at'>;

export interface CompletionKey {
  assignId: number;
  uuid: string;
  itemRowId: number;
}

export type CompletionsRepository = ReturnType<typeof createCompletionsRepository>;

/** Kysely queries of per-learner item completions (and first and last opens). */
/** moved: moves the assignment's version in the write's transaction (report-versions.ts). */
export function createCompletionsRepository(db: Db, moved: VersionMove = async () => {}) {
  /**
   * Completes an item once (spec 000 §4: only while completed_on is empty). Two marks racing cannot
   * both record: the update sets it only while empty, the insert does nothing on an existing row.
   * Answers the stored completed_on and whether this call recorded it.
   */
  async function complete(k: CompletionKey, at: string): Promise<{ completedOn: string; recorded: boolean }> {
    return db.transaction().execute(async (trx) => {
      const done = await completeIn(trx, k, at);
      if (done.recorded || done.moved) await moved(trx, bucketVersion(ASSIGNMENT_VERSIONS, k.assignId));
      return { completedOn: done.completedOn, recorded: done.recorded };
    });
  }

  async function completeIn(db: Db, k: CompletionKey, at: string) {
    const pk = (k: CompletionKey) =>
      db
        .selectFrom('learnlist_completions')
        .where('assign_id', '=', k.assignId)
        .where('uuid', '=', k.uuid)
        .where('item_row_id', '=', k.itemRowId);
    const updated = await db
      .updateTable('learnlist_completions')
      .set({ completed_on: at, last_opened_at: at })
      .where('assign_id', '=', k.assignId)
      .where('uuid', '=', k.uuid)
      .where('item_row_id', '=', k.itemRowId)
      .where('completed_on', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return { completedOn: at, recorded: true, moved: true };
    const inserted = await db
      .insertInto('learnlist_completions')
      .values({
        assign_id: k.assignId,
        uuid: k.uuid,
        item_row_id: k.itemRowId,
        completed_on: at,
        first_opened_at: at,
        last_opened_at: at,
      })
      .onConflict((oc) => oc.columns(['assign_id', 'uuid', 'item_row_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { completedOn: at, recorded: true, moved: true };
    // Opens are handled side by side (the event bus runs several at once): one of an earlier moment may
    // be handled after a later one. The earliest moment is the completion's, whatever the order.
    const earlier = await db
      .updateTable('learnlist_completions')
      .set({ completed_on: at })
      .where('assign_id', '=', k.assignId)
      .where('uuid', '=', k.uuid)
      .where('item_row_id', '=', k.itemRowId)
      .where('completed_on', '>', at)
      .executeTakeFirst();
    const row = await pk(k).select('completed_on').executeTakeFirstOrThrow();
    return { completedOn: row.completed_on ?? at, recorded: false, moved: Number(earlier.numUpdatedRows) > 0 };
  }

  /** Stamps an open: the earliest open stays first, the latest is the last, in whatever order they are told. */
  async function opened(k: CompletionKey, at: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await openedIn(trx, k, at);
      await moved(trx, bucketVersion(ASSIGNMENT_VERSIONS, k.assignId));
    });
  }

  async function openedIn(db: Db, k: CompletionKey, at: string): Promise<void> {
    await db
      .insertInto('learnlist_completions')
      .values({
        assign_id: k.assignId,
        uuid: k.uuid,
        item_row_id: k.itemRowId,
        completed_on: null,
        first_opened_at: at,
        last_opened_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['assign_id', 'uuid', 'item_row_id']).doUpdateSet((eb) => {
          // The moment told wins where none is stored, or where it is earlier ('<') or later ('>') than the stored one.
          const kept = (column: 'first_opened_at' | 'last_opened_at', toldWins: '<' | '>') => {
            const stored = eb.ref(`learnlist_completions.${column}`);
            const told = eb.ref(`excluded.${column}`);
            return eb
              .case()
              .when(stored, 'is', null)
              .then(told)
              .when(told, toldWins, stored)
              .then(told)
              .else(stored)
              .end();
          };
          return { first_opened_at: kept('first_opened_at', '<'), last_opened_at: kept('last_opened_at', '>') };
        }),
      )
      .execute();
  }

  /** Rows of assignments, for some learners or all (a report reads thousands: only what it shows). */
  async function rowsOf(assignIds: readonly number[], uuids?: readonly string[]): Promise<CompletionRow[]> {
    if (assignIds.length === 0 || uuids?.length === 0) return [];
    let q = db
      .selectFrom('learnlist_completions')
      .select(['assign_id', 'uuid', 'item_row_id', 'completed_on', 'last_opened_at'])
      .where('assign_id', 'in', assignIds);
    if (uuids) q = q.where('uuid', 'in', uuids);
    return q.execute();
  }

  /** Per assignment: how many items the learner completed, and when the last one was. */
  async function completedCounts(assignIds: readonly number[], uuid: string) {
    if (assignIds.length === 0) return new Map<number, { n: number; last: string | null }>();
    const rows = await db
      .selectFrom('learnlist_completions')
      .select(['assign_id', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.max('completed_on').as('last')])
      .where('assign_id', 'in', assignIds)
      .where('uuid', '=', uuid)
      .where('completed_on', 'is not', null)
      .groupBy('assign_id')
      .execute();
    return new Map(rows.map((r) => [r.assign_id, { n: Number(r.n), last: (r.last as string | null) ?? null }]));
  }

  /** Per learner of an assignment: how many items they completed. */
  async function completedByLearner(assignId: number): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('learnlist_completions')
      .select(['uuid', (eb) => eb.fn.countAll().as('n')])
      .where('assign_id', '=', assignId)
      .where('completed_on', 'is not', null)
      .groupBy('uuid')
      .execute();
    return new Map(rows.map((r) => [r.uuid, Number(r.n)]));
  }

  return { complete, opened, rowsOf, completedCounts, completedByLearner };
}
