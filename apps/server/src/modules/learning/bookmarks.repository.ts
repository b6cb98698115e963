import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BookmarkKind, BookmarksTable } from '../../db/schema.js';

export type BookmarkRow = Selectable<BookmarksTable>;

/** What a bookmark keeps besides its key, so lists need no other call. */
export type BookmarkFields = Pick<
  BookmarksTable,
  'title' | 'syllabus_id' | 'l1_syllabus_id' | 'group_id' | 'group_name' | 'language_id' | 'details'
>;

export interface BookmarkListFilter {
  syllabusId?: number | null;
  l1SyllabusId?: number | null;
}

export type BookmarksRepository = ReturnType<typeof createBookmarksRepository>;

export function createBookmarksRepository(db: Db) {
  /** Setting twice keeps the first bookmarked_on and refreshes what the client sent. */
  async function set(uuid: string, kind: BookmarkKind, itemId: string, fields: BookmarkFields, now: string) {
    return db
      .insertInto('bookmarks')
      .values({ id: randomUUID(), uuid, kind, item_id: itemId, ...fields, created_at: now })
      .onConflict((oc) => oc.columns(['uuid', 'kind', 'item_id']).doUpdateSet(fields))
      .returning('created_at')
      .executeTakeFirstOrThrow();
  }

  async function unset(uuid: string, kind: BookmarkKind, itemId: string): Promise<void> {
    await db
      .deleteFrom('bookmarks')
      .where('uuid', '=', uuid)
      .where('kind', '=', kind)
      .where('item_id', '=', itemId)
      .execute();
  }

  /** Which of the items are bookmarked, with when. */
  async function find(uuid: string, kind: BookmarkKind, itemIds: readonly string[]): Promise<Map<string, string>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('bookmarks')
      .select(['item_id', 'created_at'])
      .where('uuid', '=', uuid)
      .where('kind', '=', kind)
      .where('item_id', 'in', itemIds)
      .execute();
    return new Map(rows.map((r) => [r.item_id, r.created_at]));
  }

  /**
   * Which of the items of several kinds are bookmarked, with when, in one query; keyed by
   * `kind:item_id`.
   */
  async function findMany(
    uuid: string,
    items: readonly { kind: BookmarkKind; itemId: string }[],
  ): Promise<Map<string, string>> {
    const byKind = new Map<BookmarkKind, string[]>();
    for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.itemId]);
    if (byKind.size === 0) return new Map();
    const rows = await db
      .selectFrom('bookmarks')
      .select(['kind', 'item_id', 'created_at'])
      .where('uuid', '=', uuid)
      .where((eb) => eb.or([...byKind].map(([kind, ids]) => eb.and([eb('kind', '=', kind), eb('item_id', 'in', ids)]))))
      .execute();
    return new Map(rows.map((r) => [`${r.kind}:${r.item_id}`, r.created_at]));
  }

  function filtered(uuid: string, kind: BookmarkKind, filter: BookmarkListFilter) {
    let query = db.selectFrom('bookmarks').where('uuid', '=', uuid).where('kind', '=', kind);
    if (filter.syllabusId != null) query = query.where('syllabus_id', '=', filter.syllabusId);
    if (filter.l1SyllabusId != null) query = query.where('l1_syllabus_id', '=', filter.l1SyllabusId);
    return query;
  }

  /** A page of bookmarks, newest first, and how many there are in all. */
  async function list(
    uuid: string,
    kind: BookmarkKind,
    filter: BookmarkListFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: BookmarkRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      filtered(uuid, kind, filter)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      filtered(uuid, kind, filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async function count(uuid: string, kind: BookmarkKind, filter: BookmarkListFilter): Promise<number> {
    const row = await filtered(uuid, kind, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Claims a client's write id for this person; false when it was claimed before (a resend). In a
   * transaction, a resend arriving at the same time waits for the first and then finds it claimed.
   */
  async function claimWrite(uuid: string, clientWriteId: string, kind: BookmarkKind, itemId: string, now: string) {
    const row = await db
      .insertInto('bookmark_writes')
      .values({ uuid, client_write_id: clientWriteId, kind, item_id: itemId, is_bookmarked: 0, created_at: now })
      .onConflict((oc) => oc.columns(['uuid', 'client_write_id']).doNothing())
      .returning('client_write_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** What a claimed write did (1 set, 0 unset), for its resends. */
  async function recordWriteOutcome(uuid: string, clientWriteId: string, isBookmarked: 0 | 1): Promise<void> {
    await db
      .updateTable('bookmark_writes')
      .set({ is_bookmarked: isBookmarked })
      .where('uuid', '=', uuid)
      .where('client_write_id', '=', clientWriteId)
      .execute();
  }

  async function findWrite(uuid: string, clientWriteId: string) {
    return db
      .selectFrom('bookmark_writes')
      .select(['kind', 'item_id', 'is_bookmarked'])
      .where('uuid', '=', uuid)
      .where('client_write_id', '=', clientWriteId)
      .executeTakeFirst();
  }

  return { set, unset, find, findMany, list, count, claimWrite, recordWriteOutcome, findWrite };
}

/** Runs `work` in one transaction with the bookmarks repository bound to it. */
export function inBookmarksTransaction<T>(db: Db, work: (repo: BookmarksRepository) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(createBookmarksRepository(trx)));
}
