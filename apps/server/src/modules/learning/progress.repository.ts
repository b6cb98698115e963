import { randomUUID } from 'node:crypto';
import { isContentComplete } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { Selectable } from 'kysely';
import type { LearningProgressTable } from '../../db/schema.js';

/** A progress row as the service sees it (times in ms, flags 0/1). */
export type ProgressRow = Pick<
  Selectable<LearningProgressTable>,
  | 'content_id'
  | 'total_consumption_ms'
  | 'total_media_ms'
  | 'resume_position_ms'
  | 'is_complete'
  | 'source'
  | 'group_category_id'
  | 'completed_at'
  | 'updated_at'
>;

/** The record fields a post may set besides the times; undefined leaves the stored value as it is. */
export type ProgressContext = Partial<
  Pick<
    LearningProgressTable,
    | 'section_id'
    | 'enrolled_school_id'
    | 'group_category_id'
    | 'group_category_name'
    | 'board_id'
    | 'class_id'
    | 'learning_profile'
    | 'package_id'
  >
>;

export interface ProgressPost {
  uuid: string;
  /**
   * The idempotency key scoped to the learner, so one learner's keys can never collide with (or
   * block) another's; null for a post sent without a key, which is counted as it comes.
   */
  eventKey: string | null;
  /** The record key: the content id, or the negated paper id for paper progress. */
  recordKey: number;
  deltaMs: number;
  /** null: the client did not send it and the catalogue does not know the content. */
  mediaMs: number | null;
  resumeMs: number | undefined;
  source: number;
  context: ProgressContext;
  now: string;
}

const rowColumns = [
  'content_id',
  'total_consumption_ms',
  'total_media_ms',
  'resume_position_ms',
  'is_complete',
  'source',
  'group_category_id',
  'completed_at',
  'updated_at',
] as const;

export type ProgressRepository = ReturnType<typeof createProgressRepository>;

/** A comparator by a text key; Array.prototype.sort is stable, so equal keys keep their order. */
function byKey<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

export function createProgressRepository(db: Db) {
  /**
   * Claims the event ids of a batch in one statement (the primary key makes a concurrent duplicate
   * wait and then do nothing) and answers the keys this transaction claimed. A key twice in one
   * batch is inserted once; the first post with it counts, the next is a duplicate. Keys are
   * inserted in key order, so concurrent batches take their locks in one order.
   */
  async function claimEvents(trx: Db, posts: readonly ProgressPost[]): Promise<Set<string>> {
    const unique = new Map<string, ProgressPost>();
    for (const p of posts) if (p.eventKey !== null && !unique.has(p.eventKey)) unique.set(p.eventKey, p);
    if (unique.size === 0) return new Set();
    const rows = await trx
      .insertInto('progress_events')
      .values(
        [...unique.entries()].sort(byKey(([eventKey]) => eventKey)).map(([eventKey, p]) => ({
          client_event_id: eventKey,
          uuid: p.uuid,
          content_id: p.recordKey,
          received_at: p.now,
        })),
      )
      .onConflict((oc) => oc.column('client_event_id').doNothing())
      .returning('client_event_id')
      .execute();
    return new Set(rows.map((r) => r.client_event_id));
  }

  /**
   * Applies a post whose event was claimed (or not) in this transaction: adds the delta to the record
   * in the upsert itself (so concurrent posts never lose a delta), and only when the record has just
   * reached its target, marks it complete once.
   */
  async function applyPost(
    trx: Db,
    post: ProgressPost,
    claimed: boolean,
  ): Promise<{ row: ProgressRow; duplicate: boolean }> {
    if (!claimed) {
      const row = await trx
        .selectFrom('learning_progress')
        .select(rowColumns)
        .where('uuid', '=', post.uuid)
        .where('content_id', '=', post.recordKey)
        .executeTakeFirst();
      if (row) return { row, duplicate: true };
    }

    const mediaMs = post.mediaMs ?? 0;
    const completeNow = isContentComplete(post.deltaMs, mediaMs);
    let row = await trx
      .insertInto('learning_progress')
      .values({
        id: randomUUID(),
        uuid: post.uuid,
        content_id: post.recordKey,
        total_consumption_ms: post.deltaMs,
        total_media_ms: mediaMs,
        resume_position_ms: post.resumeMs ?? 0,
        is_complete: completeNow ? 1 : 0,
        completed_at: completeNow ? post.now : null,
        source: post.source,
        ...post.context,
        created_at: post.now,
        updated_at: post.now,
      })
      .onConflict((oc) =>
        oc.columns(['uuid', 'content_id']).doUpdateSet((eb) => ({
          total_consumption_ms: eb(
            'learning_progress.total_consumption_ms',
            '+',
            eb.ref('excluded.total_consumption_ms'),
          ),
          ...(post.mediaMs !== null ? { total_media_ms: eb.ref('excluded.total_media_ms') } : {}),
          ...(post.resumeMs !== undefined ? { resume_position_ms: eb.ref('excluded.resume_position_ms') } : {}),
          source: eb.ref('excluded.source'),
          ...post.context,
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returning(rowColumns)
      .executeTakeFirstOrThrow();

    if (row.is_complete === 0 && isContentComplete(row.total_consumption_ms, row.total_media_ms)) {
      await trx
        .updateTable('learning_progress')
        .set({ is_complete: 1, completed_at: post.now })
        .where('uuid', '=', post.uuid)
        .where('content_id', '=', post.recordKey)
        .execute();
      row = { ...row, is_complete: 1, completed_at: post.now };
    }
    return { row, duplicate: false };
  }

  /**
   * Several posts in one transaction: one commit acknowledges them all (group commit). Records are
   * written in (learner, record) order, so batches running side by side (PostgreSQL) never wait on
   * each other in a circle; the posts to one record keep their order.
   */
  async function recordPosts(posts: readonly ProgressPost[]): Promise<{ row: ProgressRow; duplicate: boolean }[]> {
    return db.transaction().execute(async (trx) => {
      const claimed = await claimEvents(trx, posts);
      // delete: only the first post with a key (in arrival order) counts as its claim; a post without a key always counts.
      const counts = posts.map((post) => post.eventKey === null || claimed.delete(post.eventKey));
      const order = posts.map((_, i) => i).sort(byKey((i) => `${posts[i]!.uuid}:${posts[i]!.recordKey}`));
      const results: { row: ProgressRow; duplicate: boolean }[] = new Array(posts.length);
      for (const i of order) results[i] = await applyPost(trx, posts[i]!, counts[i]!);
      return results;
    });
  }

  async function recordPost(post: ProgressPost): Promise<{ row: ProgressRow; duplicate: boolean }> {
    return (await recordPosts([post]))[0]!;
  }

  async function recordsOf(uuid: string, contentIds: readonly number[]): Promise<ProgressRow[]> {
    if (contentIds.length === 0) return [];
    return db
      .selectFrom('learning_progress')
      .select(rowColumns)
      .where('uuid', '=', uuid)
      .where('content_id', 'in', contentIds)
      .execute();
  }

  /** The learner's content records (papers excluded), most recent first. */
  async function recentContent(
    uuid: string,
    options: { groupCategoryId?: number; offset: number; limit: number },
  ): Promise<ProgressRow[]> {
    let query = db
      .selectFrom('learning_progress')
      .select(rowColumns)
      .where('uuid', '=', uuid)
      .where('content_id', '>', 0);
    if (options.groupCategoryId !== undefined) query = query.where('group_category_id', '=', options.groupCategoryId);
    return query
      .orderBy('updated_at', 'desc')
      .orderBy('content_id', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute();
  }

  async function countContent(uuid: string, groupCategoryId: number): Promise<number> {
    const row = await db
      .selectFrom('learning_progress')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('uuid', '=', uuid)
      .where('content_id', '>', 0)
      .where('group_category_id', '=', groupCategoryId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Records touched in the window, per category: how many, how many complete, and time spent. */
  async function activityByCategory(uuid: string, from: string | null, to: string | null) {
    let query = db
      .selectFrom('learning_progress')
      .select((eb) => [
        'group_category_id',
        eb.fn.countAll().as('consumed'),
        eb.fn.sum<number | string>('is_complete').as('completed'),
        eb.fn.sum<number | string>('total_consumption_ms').as('consumption_ms'),
      ])
      .where('uuid', '=', uuid)
      .where('content_id', '>', 0);
    if (from) query = query.where('updated_at', '>=', from);
    if (to) query = query.where('updated_at', '<=', to);
    const rows = await query.groupBy('group_category_id').execute();
    // PostgreSQL answers counts and sums as bigint text.
    return rows.map((r) => ({
      group_category_id: r.group_category_id,
      consumed: Number(r.consumed),
      completed: Number(r.completed ?? 0),
      consumption_ms: Number(r.consumption_ms ?? 0),
    }));
  }

  /** The records of several learners for several contents (a homework report): one query, unique index. */
  async function recordsOfLearners(uuids: readonly string[], contentIds: readonly number[]) {
    if (uuids.length === 0 || contentIds.length === 0) return [];
    return db
      .selectFrom('learning_progress')
      .select(['uuid', 'content_id', 'total_consumption_ms', 'is_complete', 'updated_at'])
      .where('uuid', 'in', uuids)
      .where('content_id', 'in', contentIds)
      .execute();
  }

  return { recordPost, recordPosts, recordsOf, recordsOfLearners, recentContent, countContent, activityByCategory };
}
