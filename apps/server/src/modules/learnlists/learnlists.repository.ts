import { LearnListStage } from '@esc/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { bucketVersion } from '../../platform/cache/version-buckets.js';
import { LIST_VERSIONS, type VersionMove } from './report-versions.js';
import type { LearnListItemsTable, LearnListsTable } from '../../db/schema.js';

export type ListRow = Selectable<LearnListsTable>;
export type ItemRow = Selectable<LearnListItemsTable>;
/** An item as written: everything but the list and the row id, which the database numbers. */
export type NewItem = Omit<Insertable<LearnListItemsTable>, 'learnlist_id' | 'item_row_id'>;

/** Which lists a search may return (the service decides from the caller). */
export interface SearchFilter {
  /** Only lists owned by this person, or shared with them (staff). */
  mineOrShared?: string;
  /** Only lists of these schools; with `othersPublished`, others' lists past draft too. */
  schoolIds?: readonly number[];
  othersPublished?: boolean;
  stage?: LearnListStage | null;
  name?: string | null;
  subjectId?: number | null;
}

const keyOf = (i: { item_id: string; item_type: number }) => `${i.item_type}:${i.item_id}`;

export type LearnListsRepository = ReturnType<typeof createLearnListsRepository>;

/** Kysely queries of learn-lists, their items and the teachers they are shared with. */
/** moved: moves the list's version in the write's transaction (report-versions.ts). */
export function createLearnListsRepository(db: Db, moved: VersionMove = async () => {}) {
  const listMoved = (trx: Db, listId: number) => moved(trx, bucketVersion(LIST_VERSIONS, listId));

  async function listsByIds(ids: readonly number[]): Promise<ListRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('learnlists').selectAll().where('learnlist_id', 'in', ids).execute();
  }

  /** The owner's list names that start like a default title ('Homework_N', spec 000 §5). */
  async function homeworkNamesOf(ownerUuid: string): Promise<string[]> {
    const rows = await db
      .selectFrom('learnlists')
      .select('learnlist_name')
      .where('owner_uuid', '=', ownerUuid)
      .where('learnlist_name', 'like', 'Homework%')
      .execute();
    return rows.map((r) => r.learnlist_name);
  }

  async function insertList(row: Insertable<LearnListsTable>, items: readonly NewItem[]): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { learnlist_id } = await trx
        .insertInto('learnlists')
        .values(row)
        .returning('learnlist_id')
        .executeTakeFirstOrThrow();
      if (items.length > 0) {
        await trx
          .insertInto('learnlist_items')
          .values(items.map((i) => ({ ...i, learnlist_id })))
          .execute();
      }
      return learnlist_id;
    });
  }

  async function updateList(id: number, patch: Partial<Insertable<LearnListsTable>>): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('learnlists').set(patch).where('learnlist_id', '=', id).execute();
      await listMoved(trx, id);
    });
  }

  /** Items of the lists in list order (learnlist_item_order, then as added). */
  async function itemsOf(listIds: readonly number[]): Promise<ItemRow[]> {
    if (listIds.length === 0) return [];
    return db
      .selectFrom('learnlist_items')
      .selectAll()
      .where('learnlist_id', 'in', listIds)
      .orderBy('learnlist_id')
      .orderBy('item_order')
      .orderBy('item_row_id')
      .execute();
  }

  async function itemCounts(listIds: readonly number[]): Promise<Map<number, number>> {
    if (listIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('learnlist_items')
      .select(['learnlist_id', (eb) => eb.fn.countAll().as('n')])
      .where('learnlist_id', 'in', listIds)
      .groupBy('learnlist_id')
      .execute();
    return new Map(rows.map((r) => [r.learnlist_id, Number(r.n)]));
  }

  /**
   * The list's items become `items`: items kept (same id and type) keep their row, and so their
   * learners' completions; the others are deleted (their completions with them) or added.
   */
  async function replaceItems(listId: number, items: readonly NewItem[], patch: Partial<ListRow>): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('learnlist_items')
        .select(['item_row_id', 'item_id', 'item_type'])
        .where('learnlist_id', '=', listId)
        .execute();
      const wanted = new Map(items.map((i) => [keyOf(i), i]));
      const gone = current.filter((c) => !wanted.has(keyOf(c))).map((c) => c.item_row_id);
      if (gone.length > 0) await trx.deleteFrom('learnlist_items').where('item_row_id', 'in', gone).execute();
      const kept = new Map(current.map((c) => [keyOf(c), c.item_row_id]));
      for (const item of items) {
        const rowId = kept.get(keyOf(item));
        if (rowId === undefined) continue;
        const { item_order, syllabus_id, syllabus_mapping_id, group_id, task_text } = item;
        await trx
          .updateTable('learnlist_items')
          .set({ item_order, syllabus_id, syllabus_mapping_id, group_id, task_text })
          .where('item_row_id', '=', rowId)
          .execute();
      }
      const added = items.filter((i) => !kept.has(keyOf(i)));
      if (added.length > 0) {
        await trx
          .insertInto('learnlist_items')
          .values(added.map((i) => ({ ...i, learnlist_id: listId })))
          .execute();
      }
      await trx.updateTable('learnlists').set(patch).where('learnlist_id', '=', listId).execute();
      await listMoved(trx, listId);
    });
  }

  async function addItems(listId: number, items: readonly NewItem[], updatedAt: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (items.length > 0) {
        await trx
          .insertInto('learnlist_items')
          .values(items.map((i) => ({ ...i, learnlist_id: listId })))
          .onConflict((oc) => oc.columns(['learnlist_id', 'item_id', 'item_type']).doNothing())
          .execute();
      }
      await trx.updateTable('learnlists').set({ updated_at: updatedAt }).where('learnlist_id', '=', listId).execute();
      await listMoved(trx, listId);
    });
  }

  /** Removes the items (their learners' completions go with them); answers how many there were. */
  async function removeItems(
    listId: number,
    keys: readonly { item_id: string; item_type: number }[],
    updatedAt: string,
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      let removed = 0;
      for (const key of keys) {
        const result = await trx
          .deleteFrom('learnlist_items')
          .where('learnlist_id', '=', listId)
          .where('item_id', '=', key.item_id)
          .where('item_type', '=', key.item_type)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      await trx.updateTable('learnlists').set({ updated_at: updatedAt }).where('learnlist_id', '=', listId).execute();
      await listMoved(trx, listId);
      return removed;
    });
  }

  /** Deletes a list nobody was assigned; false when an assignment exists (checked in the same transaction). */
  async function deleteUnassigned(listId: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const assigned = await trx
        .selectFrom('learnlist_assignments')
        .select('assign_id')
        .where('learnlist_id', '=', listId)
        .limit(1)
        .executeTakeFirst();
      if (assigned) return false;
      await trx.deleteFrom('learnlists').where('learnlist_id', '=', listId).execute();
      await listMoved(trx, listId);
      return true;
    });
  }

  async function sharedWith(listIds: readonly number[]) {
    if (listIds.length === 0) return [];
    return db
      .selectFrom('learnlist_teachers')
      .select(['learnlist_id', 'teacher_uuid'])
      .where('learnlist_id', 'in', listIds)
      .orderBy('created_at')
      .execute();
  }

  async function share(listId: number, teacherUuids: readonly string[], by: string, at: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('learnlist_teachers')
        .values(
          teacherUuids.map((teacher_uuid) => ({ learnlist_id: listId, teacher_uuid, shared_by: by, created_at: at })),
        )
        .onConflict((oc) => oc.columns(['learnlist_id', 'teacher_uuid']).doNothing())
        .execute();
      await listMoved(trx, listId);
    });
  }

  /** A page of lists, newest first, and how many match. */
  async function search(filter: SearchFilter, page: { offset: number; limit: number }) {
    let q = db.selectFrom('learnlists as l');
    const me = filter.mineOrShared;
    if (filter.schoolIds) q = q.where('l.school_id', 'in', filter.schoolIds.length > 0 ? filter.schoolIds : [-1]);
    if (me) {
      const shared = db.selectFrom('learnlist_teachers').select('learnlist_id').where('teacher_uuid', '=', me);
      q = q.where((eb) =>
        eb.or([
          eb('l.owner_uuid', '=', me),
          eb('l.learnlist_id', 'in', shared),
          ...(filter.othersPublished ? [eb('l.stage', '!=', LearnListStage.Draft)] : []),
        ]),
      );
    }
    if (filter.stage != null) q = q.where('l.stage', '=', filter.stage);
    if (filter.subjectId != null) q = q.where('l.subject_id', '=', filter.subjectId);
    if (filter.name) {
      const pattern = `%${filter.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`lower(l.learnlist_name) like ${pattern} escape '\\'`);
    }
    const [rows, count] = await Promise.all([
      q
        .selectAll('l')
        .orderBy('l.updated_at', 'desc')
        .orderBy('l.learnlist_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  return {
    listsByIds,
    homeworkNamesOf,
    insertList,
    updateList,
    itemsOf,
    itemCounts,
    replaceItems,
    addItems,
    removeItems,
    deleteUnassigned,
    sharedWith,
    share,
    search,
  };
}
