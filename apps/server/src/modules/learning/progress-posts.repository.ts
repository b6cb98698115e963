import { randomUUID } from 'node:crypto';
import { isContentComplete } from '@esc/domain';
import type { Db } from '../../db/database.js';
import { queryShape, slot, type QueryShape } from '../../platform/db/query-shape.js';
import { type ProgressContext, type ProgressPost, type ProgressRow, rowColumns } from './progress-row.js';

type PostResult = { row: ProgressRow; duplicate: boolean };
type Values = Record<string, unknown>;

/** A comparator by a text key; Array.prototype.sort is stable, so equal keys keep their order. */
function byKey<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/** Query shapes of one structure each, made on first use; structures are few (fields a client sends). */
function shapesBy<K, S>(make: (key: K) => S): (key: K) => S {
  const shapes = new Map<K, S>();
  return (key) => {
    let shape = shapes.get(key);
    if (!shape) {
      shape = make(key);
      shapes.set(key, shape);
    }
    return shape;
  };
}

/**
 * The writes of progress posts (group-committed batches), as query shapes built once: a post is a
 * handful of statements whose structure repeats, and building Kysely queries cost more than running
 * them. Values go in slots; only the structure (which fields a post sets, the batch size) picks a shape.
 */
export function createProgressPostsRepository(db: Db) {
  /** The insert claiming `count` event ids; row i is k<i> (key), u<i> (learner), c<i> (record), a<i> (received). */
  const claimShape = shapesBy((count: number) =>
    queryShape<Values, { client_event_id: string }>(() =>
      db
        .insertInto('progress_events')
        .values(
          Array.from({ length: count }, (_, i) => ({
            client_event_id: slot<string>(`k${i}`),
            uuid: slot<string>(`u${i}`),
            content_id: slot<number>(`c${i}`),
            received_at: slot<string>(`a${i}`),
          })),
        )
        .onConflict((oc) => oc.column('client_event_id').doNothing())
        .returning('client_event_id'),
    ),
  );

  const recordOf = queryShape<{ uuid: string; recordKey: number }, ProgressRow>(() =>
    db
      .selectFrom('learning_progress')
      .select(rowColumns)
      .where('uuid', '=', slot<string>('uuid'))
      .where('content_id', '=', slot<number>('recordKey')),
  );

  const markComplete = queryShape<{ uuid: string; recordKey: number; now: string }, never>(() =>
    db
      .updateTable('learning_progress')
      .set({ is_complete: 1, completed_at: slot<string>('now') })
      .where('uuid', '=', slot<string>('uuid'))
      .where('content_id', '=', slot<number>('recordKey')),
  );

  /**
   * The upsert of a post that sets these context fields (and the media time and resume point when
   * it has them): adds the delta in the upsert itself, so concurrent posts never lose one.
   */
  const upsertShape = shapesBy((structure: string) => {
    const [media, resume, ...contextKeys] = structure.split(',') as [string, string, ...(keyof ProgressContext)[]];
    const context = Object.fromEntries(contextKeys.map((k) => [k, slot(`ctx_${k}`)])) as ProgressContext;
    return queryShape<Values, ProgressRow>(() =>
      db
        .insertInto('learning_progress')
        .values({
          id: slot<string>('id'),
          uuid: slot<string>('uuid'),
          content_id: slot<number>('recordKey'),
          total_consumption_ms: slot<number>('deltaMs'),
          total_media_ms: slot<number>('mediaMs'),
          resume_position_ms: slot<number>('resumeMs'),
          is_complete: slot<number>('isComplete'),
          completed_at: slot<string | null>('completedAt'),
          source: slot<number>('source'),
          ...context,
          created_at: slot<string>('now'),
          updated_at: slot<string>('now'),
        })
        .onConflict((oc) =>
          oc.columns(['uuid', 'content_id']).doUpdateSet((eb) => ({
            total_consumption_ms: eb(
              'learning_progress.total_consumption_ms',
              '+',
              eb.ref('excluded.total_consumption_ms'),
            ),
            ...(media === '1' ? { total_media_ms: eb.ref('excluded.total_media_ms') } : {}),
            ...(resume === '1' ? { resume_position_ms: eb.ref('excluded.resume_position_ms') } : {}),
            source: eb.ref('excluded.source'),
            ...Object.fromEntries(contextKeys.map((k) => [k, eb.ref(`excluded.${k}`)])),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning(rowColumns),
    );
  });

  /** Claims the event ids of a batch in one statement and answers the keys this transaction claimed. */
  async function claimEvents(trx: Db, posts: readonly ProgressPost[]): Promise<Set<string>> {
    const unique = new Map<string, ProgressPost>();
    for (const p of posts) if (p.eventKey !== null && !unique.has(p.eventKey)) unique.set(p.eventKey, p);
    if (unique.size === 0) return new Set();
    // Keys in key order, so concurrent batches take their locks in one order.
    const sorted = [...unique.entries()].sort(byKey(([eventKey]) => eventKey));
    const values: Values = {};
    sorted.forEach(([eventKey, p], i) => {
      values[`k${i}`] = eventKey;
      values[`u${i}`] = p.uuid;
      values[`c${i}`] = p.recordKey;
      values[`a${i}`] = p.now;
    });
    const rows = await claimShape(sorted.length).execute(trx, values);
    return new Set(rows.map((r) => r.client_event_id));
  }

  /** The values of a post's upsert, and the structure that picks its shape. */
  function upsertOf(post: ProgressPost): { shape: QueryShape<Values, ProgressRow>; values: Values } {
    const completeNow = isContentComplete(post.deltaMs, post.mediaMs ?? 0);
    const contextKeys = (Object.keys(post.context) as (keyof ProgressContext)[]).sort();
    const values: Values = {
      id: randomUUID(),
      uuid: post.uuid,
      recordKey: post.recordKey,
      deltaMs: post.deltaMs,
      mediaMs: post.mediaMs ?? 0,
      resumeMs: post.resumeMs ?? 0,
      isComplete: completeNow ? 1 : 0,
      completedAt: completeNow ? post.now : null,
      source: post.source,
      now: post.now,
    };
    for (const k of contextKeys) values[`ctx_${k}`] = post.context[k] ?? null;
    const structure = [post.mediaMs !== null ? 1 : 0, post.resumeMs !== undefined ? 1 : 0, ...contextKeys].join(',');
    return { shape: upsertShape(structure), values };
  }

  /**
   * Applies a post whose event was claimed (or not) in this transaction; a record that has just
   * reached its target is marked complete once.
   */
  async function applyPost(trx: Db, post: ProgressPost, claimed: boolean): Promise<PostResult> {
    if (!claimed) {
      const [row] = await recordOf.execute(trx, post);
      if (row) return { row, duplicate: true };
    }
    const { shape, values } = upsertOf(post);
    let row = (await shape.execute(trx, values))[0]!;
    if (row.is_complete === 0 && isContentComplete(row.total_consumption_ms, row.total_media_ms)) {
      await markComplete.execute(trx, post);
      row = { ...row, is_complete: 1, completed_at: post.now };
    }
    return { row, duplicate: false };
  }

  /**
   * Several posts in one transaction: one commit acknowledges them all (group commit). Records are
   * written in (learner, record) order, so batches running side by side (PostgreSQL) never wait on
   * each other in a circle; the posts to one record keep their order.
   */
  async function recordPosts(posts: readonly ProgressPost[]): Promise<PostResult[]> {
    return db.transaction().execute(async (trx) => {
      const claimed = await claimEvents(trx, posts);
      // delete: only the first post with a key (in arrival order) counts as its claim; a post without a key always counts.
      const counts = posts.map((post) => post.eventKey === null || claimed.delete(post.eventKey));
      const order = posts.map((_, i) => i).sort(byKey((i) => `${posts[i]!.uuid}:${posts[i]!.recordKey}`));
      const results: PostResult[] = new Array(posts.length);
      for (const i of order) results[i] = await applyPost(trx, posts[i]!, counts[i]!);
      return results;
    });
  }

  async function recordPost(post: ProgressPost): Promise<PostResult> {
    return (await recordPosts([post]))[0]!;
  }

  return { recordPosts, recordPost };
}
