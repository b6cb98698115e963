import type { Insertable, Selectable } from 'kysely';
import { HandinStatus } from '@esc/domain';
import type { Db } from '../../db/database.js';
import { bucketVersion } from '../../platform/cache/version-buckets.js';
import { HANDIN_TASKS_VERSIONS, HANDINS_VERSIONS } from '../learnlists/learnlists.module.js';
import type { HandinsTable, HandinTasksTable } from '../../db/schema-handins.js';

export type HandinRow = Selectable<HandinsTable>;
export type TaskRow = Selectable<HandinTasksTable>;
export type NewHandin = Omit<Insertable<HandinsTable>, 'handin_id'>;

export type HandinsRepository = ReturnType<typeof createHandinsRepository>;

/** Kysely queries of the hand-ins module's own tables: tasks that ask for work, and hand-ins. */
/** moved: moves cache versions in the writer's transaction (absent in scripts that keep no cache). */
export function createHandinsRepository(db: Db, moved: (db: Db, name: string) => Promise<void> = async () => {}) {
  const turnMoved = (trx: Db, row: HandinRow | undefined) =>
    row ? moved(trx, bucketVersion(HANDINS_VERSIONS, Number(row.assign_id))) : Promise.resolve();
  const taskMoved = (trx: Db, listId: number) => moved(trx, bucketVersion(HANDIN_TASKS_VERSIONS, listId));

  async function tasksOf(listId: number, itemIds?: readonly string[]): Promise<TaskRow[]> {
    let q = db.selectFrom('handin_tasks').selectAll().where('learnlist_id', '=', listId);
    if (itemIds) {
      if (itemIds.length === 0) return [];
      q = q.where('item_id', 'in', itemIds);
    }
    return q.orderBy('item_id').execute();
  }

  async function putTask(row: TaskRow): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('handin_tasks')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['learnlist_id', 'item_id'])
            .doUpdateSet({ max_marks: row.max_marks, set_by: row.set_by, updated_at: row.updated_at }),
        )
        .execute();
      await taskMoved(trx, Number(row.learnlist_id));
    });
  }

  async function removeTask(listId: number, itemId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('handin_tasks').where('learnlist_id', '=', listId).where('item_id', '=', itemId).execute();
      await taskMoved(trx, listId);
    });
  }

  async function byIds(ids: readonly number[]): Promise<HandinRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('handins').selectAll().where('handin_id', 'in', ids).execute();
  }

  async function byClientId(clientId: string): Promise<HandinRow | undefined> {
    return db.selectFrom('handins').selectAll().where('client_handin_id', '=', clientId).executeTakeFirst();
  }

  /** Hand-ins of an assignment (for some tasks and learners), newest turn first. */
  async function ofAssignment(
    assignId: number,
    filter: { itemIds?: readonly string[]; learners?: readonly string[] } = {},
  ): Promise<HandinRow[]> {
    if (filter.itemIds?.length === 0 || filter.learners?.length === 0) return [];
    let q = db.selectFrom('handins').selectAll().where('assign_id', '=', assignId);
    if (filter.itemIds) q = q.where('item_id', 'in', filter.itemIds);
    if (filter.learners) q = q.where('learner_uuid', 'in', filter.learners);
    return q.orderBy('attempt_no', 'desc').orderBy('handin_id', 'desc').execute();
  }

  /** A learner's hand-ins of several assignments, newest turn first. */
  async function ofLearner(learnerUuid: string, assignIds: readonly number[]): Promise<HandinRow[]> {
    if (assignIds.length === 0) return [];
    return db
      .selectFrom('handins')
      .selectAll()
      .where('learner_uuid', '=', learnerUuid)
      .where('assign_id', 'in', assignIds)
      .orderBy('attempt_no', 'desc')
      .orderBy('handin_id', 'desc')
      .execute();
  }

  /**
   * A new turn, in one transaction with the read of the learner's latest: answers the row, or null
   * when the latest turn does not allow another (`mayAdd`). The unique turn number refuses a
   * second writer that raced past the read.
   */
  async function addTurn(
    row: Omit<NewHandin, 'attempt_no'>,
    mayAdd: (latest: HandinRow | undefined) => boolean,
  ): Promise<HandinRow | null> {
    return db.transaction().execute(async (trx) => {
      const latest = await trx
        .selectFrom('handins')
        .selectAll()
        .where('assign_id', '=', row.assign_id)
        .where('item_id', '=', row.item_id)
        .where('learner_uuid', '=', row.learner_uuid)
        .orderBy('attempt_no', 'desc')
        .executeTakeFirst();
      if (!mayAdd(latest)) return null;
      const added = await trx
        .insertInto('handins')
        .values({ ...row, attempt_no: (latest?.attempt_no ?? 0) + 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      await turnMoved(trx, added);
      return added;
    });
  }

  /** Marks a turn, when it is still in one of the states it was read in (a conditional update). */
  async function mark(
    handinId: number,
    from: readonly HandinStatus[],
    patch: {
      status: HandinStatus;
      marks: number | null;
      comment: string | null;
      markedKeys: readonly string[];
      by: string;
      at: string;
    },
  ): Promise<HandinRow | undefined> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('handins')
        .set({
          status: patch.status,
          marks: patch.marks,
          comment: patch.comment,
          marked_keys: JSON.stringify(patch.markedKeys),
          returned_by: patch.by,
          returned_at: patch.status === HandinStatus.Returned ? patch.at : null,
          updated_at: patch.at,
        })
        .where('handin_id', '=', handinId)
        .where('status', 'in', [...from])
        .returningAll()
        .executeTakeFirst();
      await turnMoved(trx, row);
      return row;
    });
  }

  /** The learner takes back their turn while it waits for marks (a conditional update: a marking first wins). */
  async function takeBack(handinId: number, learnerUuid: string, at: string): Promise<HandinRow | undefined> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('handins')
        .set({ status: HandinStatus.TakenBack, updated_at: at })
        .where('handin_id', '=', handinId)
        .where('learner_uuid', '=', learnerUuid)
        .where('status', '=', HandinStatus.HandedIn)
        .returningAll()
        .executeTakeFirst();
      await turnMoved(trx, row);
      return row;
    });
  }

  return { tasksOf, putTask, removeTask, byIds, byClientId, ofAssignment, ofLearner, addTurn, mark, takeBack };
}
