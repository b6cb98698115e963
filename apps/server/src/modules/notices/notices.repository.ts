import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NoticesTable } from '../../db/schema-live.js';

export type NoticeRow = Selectable<NoticesTable>;
export type NewNotice = Omit<Insertable<NoticesTable>, 'notice_id'>;
export type NoticePatch = Updateable<Omit<NoticesTable, 'notice_id' | 'school_id' | 'author_uuid'>>;

export interface ReadRow {
  notice_id: number;
  uuid: string;
  read_at: string;
}

/** The newest notices a list considers: a school's board rarely holds more; the rest stays in search by text. */
export const CANDIDATES_LIMIT = 2000;

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;

/** Kysely queries of notices and their read receipts (the live module's own tables). */
export function createNoticesRepository(db: Db) {
  async function insert(row: NewNotice): Promise<number> {
    const made = await db.insertInto('notices').values(row).returning('notice_id').executeTakeFirstOrThrow();
    return Number(made.notice_id);
  }

  /**
   * A new notice with its client-made id, once: undefined when a notice of that id is there already
   * (a resent one, or its twin committed meanwhile).
   */
  async function insertOnce(row: NewNotice): Promise<number | undefined> {
    const made = await db
      .insertInto('notices')
      .values(row)
      .onConflict((oc) => oc.column('client_notice_id').doNothing())
      .returning('notice_id')
      .executeTakeFirst();
    return made ? Number(made.notice_id) : undefined;
  }

  /** The notice of a client-made id, removed ones too (a notice removed stays removed when resent). */
  async function byClientId(clientNoticeId: string): Promise<NoticeRow | undefined> {
    return db.selectFrom('notices').selectAll().where('client_notice_id', '=', clientNoticeId).executeTakeFirst();
  }

  async function update(noticeId: number, patch: NoticePatch): Promise<void> {
    await db.updateTable('notices').set(patch).where('notice_id', '=', noticeId).execute();
  }

  /** A notice not removed, or undefined. */
  async function byId(noticeId: number): Promise<NoticeRow | undefined> {
    return db
      .selectFrom('notices')
      .selectAll()
      .where('notice_id', '=', noticeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async function byIds(ids: readonly number[]): Promise<NoticeRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('notices').selectAll().where('notice_id', 'in', ids).where('deleted_at', 'is', null).execute();
  }

  /**
   * The newest notices of the schools, not removed; `publishedBy` keeps those published by then
   * (readers), `author` only one writer's (a teacher's sent list); `text` a word of the title or text.
   */
  async function ofSchools(
    schoolIds: readonly number[],
    filter: { publishedBy?: string; author?: string; text?: string | null } = {},
  ): Promise<NoticeRow[]> {
    if (schoolIds.length === 0) return [];
    let query = db
      .selectFrom('notices')
      .selectAll()
      .where('school_id', 'in', schoolIds)
      .where('deleted_at', 'is', null);
    if (filter.publishedBy) query = query.where('publish_at', '<=', filter.publishedBy);
    if (filter.author) query = query.where('author_uuid', '=', filter.author);
    if (filter.text) {
      // Wildcards typed by the caller are dropped: SQLite and PostgreSQL escape them differently.
      const like = `%${filter.text.replace(/[\\%_]/g, '').toLowerCase()}%`;
      query = query.where((eb) =>
        eb.or([eb(eb.fn('lower', ['notice_text']), 'like', like), eb(eb.fn('lower', ['notice_title']), 'like', like)]),
      );
    }
    return query.orderBy('publish_at', 'desc').orderBy('notice_id', 'desc').limit(CANDIDATES_LIMIT).execute();
  }

  async function readsBy(uuid: string, noticeIds: readonly number[]): Promise<Map<number, string>> {
    if (noticeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('notice_reads')
      .select(['notice_id', 'read_at'])
      .where('uuid', '=', uuid)
      .where('notice_id', 'in', noticeIds)
      .execute();
    return new Map(rows.map((r) => [Number(r.notice_id), r.read_at]));
  }

  async function readsOf(noticeIds: readonly number[]): Promise<ReadRow[]> {
    if (noticeIds.length === 0) return [];
    return db
      .selectFrom('notice_reads')
      .select(['notice_id', 'uuid', 'read_at'])
      .where('notice_id', 'in', noticeIds)
      .execute();
  }

  /** One row per reader and notice: a second mark keeps the first time. Answers how many were new. */
  async function markRead(noticeIds: readonly number[], uuid: string, at: string): Promise<number> {
    if (noticeIds.length === 0) return 0;
    const result = await db
      .insertInto('notice_reads')
      .values(noticeIds.map((notice_id) => ({ notice_id, uuid, read_at: at })))
      .onConflict((oc) => oc.columns(['notice_id', 'uuid']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /** Published notices whose audience was not told yet (the publish job's work), oldest first. */
  async function untold(now: string, limit: number): Promise<NoticeRow[]> {
    return db
      .selectFrom('notices')
      .selectAll()
      .where('notified_at', 'is', null)
      .where('deleted_at', 'is', null)
      .where('publish_at', '<=', now)
      .orderBy('publish_at')
      .limit(limit)
      .execute();
  }

  /** Marks the audience told; false when another run did first. */
  async function markTold(noticeId: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('notices')
      .set({ notified_at: at })
      .where('notice_id', '=', noticeId)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    insert,
    insertOnce,
    byClientId,
    update,
    byId,
    byIds,
    ofSchools,
    readsBy,
    readsOf,
    markRead,
    untold,
    markTold,
  };
}
