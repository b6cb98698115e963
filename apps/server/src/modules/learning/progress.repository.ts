import type { Db } from '../../db/database.js';
import { createProgressPostsRepository } from './progress-posts.repository.js';
import { type ProgressRow, rowColumns } from './progress-row.js';

export type { ProgressContext, ProgressPost, ProgressRow } from './progress-row.js';

export type ProgressRepository = ReturnType<typeof createProgressRepository>;

export function createProgressRepository(db: Db) {
  const posts = createProgressPostsRepository(db);

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

  return {
    inTransaction: posts.inTransaction,
    recordsOf,
    recordsOfLearners,
    recentContent,
    countContent,
    activityByCategory,
  };
}
