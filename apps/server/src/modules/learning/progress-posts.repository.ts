import type { Db } from '../../db/database.js';
import { queryShape, shapesBy, slot } from '../../platform/db/query-shape.js';
import { type ProgressPost, type ProgressRow, rowColumns } from './progress-row.js';
import { createProgressUpsertsRepository, structureOf } from './progress-upserts.repository.js';

export type PostResult = { row: ProgressRow; duplicate: boolean };

/** A record the service decided is complete, and since when (the post that brought it to its target). */
export type Completion = {
  uuid: string;
  recordKey: number;
  completedAt: string;
};

/** The writes of one transaction of progress posts. */
export interface ProgressWrites {
  /** The transaction itself: what is published with the posts (events) is written in it. */
  transaction: Db;
  /** Applies the posts (claims their event ids, adds their time); answers each post's record as it left it. */
  applyPosts(posts: readonly ProgressPost[]): Promise<PostResult[]>;
  /** Marks records complete, as decided by the service; a record complete already keeps its time. */
  markComplete(completions: readonly Completion[]): Promise<void>;
}
type Values = Record<string, unknown>;

/** A comparator by a text key; Array.prototype.sort is stable, so equal keys keep their order. */
function byKey<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

/**
 * The writes of progress posts (group-committed batches), as query shapes built once: a post is a
 * handful of statements whose structure repeats, and building Kysely queries cost more than running
 * them. Values go in slots; only the structure (which fields a post sets, the batch size) picks a shape.
 */
export function createProgressPostsRepository(db: Db) {
  const upserts = createProgressUpsertsRepository(db);

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

  const markComplete = queryShape<Completion, never>(() =>
    db
      .updateTable('learning_progress')
      .set({ is_complete: 1, completed_at: slot<string>('completedAt') })
      .where('uuid', '=', slot<string>('uuid'))
      .where('content_id', '=', slot<number>('recordKey'))
      .where('is_complete', '=', 0),
  );

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

  /** Applies one post whose event was claimed (or not) in this transaction. */
  async function applyPost(trx: Db, post: ProgressPost, claimed: boolean): Promise<PostResult> {
    if (!claimed) {
      const [row] = await recordOf.execute(trx, post);
      if (row) return { row, duplicate: true };
    }
    const [row] = await upserts.upsertMany(trx, [post], structureOf(post));
    return { row: row!, duplicate: false };
  }

  /**
   * Posts that all count, in (learner, record) order: one upsert statement per structure and round,
   * where a round holds each record once (the n-th post to a record goes in round n, so the posts to
   * one record keep their order).
   */
  async function applyCounted(trx: Db, posts: readonly ProgressPost[], order: readonly number[]) {
    const results: PostResult[] = new Array(posts.length);
    const rounds: Map<string, number[]>[] = [];
    const seen = new Map<string, number>();
    for (const i of order) {
      const post = posts[i]!;
      const record = `${post.uuid}:${post.recordKey}`;
      const round = seen.get(record) ?? 0;
      seen.set(record, round + 1);
      const groups = (rounds[round] ??= new Map());
      const structure = structureOf(post);
      groups.set(structure, [...(groups.get(structure) ?? []), i]);
    }
    for (const groups of rounds) {
      for (const [structure, indexes] of groups) {
        const rows = await upserts.upsertMany(
          trx,
          indexes.map((i) => posts[i]!),
          structure,
        );
        for (const [k, i] of indexes.entries()) results[i] = { row: rows[k]!, duplicate: false };
      }
    }
    return results;
  }

  /**
   * Several posts in one transaction: one commit acknowledges them all (group commit). Records are
   * written in (learner, record) order, so batches running side by side (PostgreSQL) never wait on
   * each other in a circle; the posts to one record keep their order. Completion is not decided here:
   * the service reads the answered records and hands back the ones it completes (markComplete).
   */
  async function applyPosts(trx: Db, posts: readonly ProgressPost[]): Promise<PostResult[]> {
    const claimed = await claimEvents(trx, posts);
    // delete: only the first post with a key (in arrival order) counts as its claim; a post without a key always counts.
    const counts = posts.map((post) => post.eventKey === null || claimed.delete(post.eventKey));
    const order = posts.map((_, i) => i).sort(byKey((i) => `${posts[i]!.uuid}:${posts[i]!.recordKey}`));
    if (counts.every(Boolean)) return applyCounted(trx, posts, order);
    // A retry in the batch: post by post, so it is answered with the record as the posts before it left it.
    const results: PostResult[] = new Array(posts.length);
    for (const i of order) results[i] = await applyPost(trx, posts[i]!, counts[i]!);
    return results;
  }

  /** Runs `work` in one transaction, handing it the writes of progress posts bound to that transaction. */
  async function inTransaction<T>(work: (writes: ProgressWrites) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) =>
      work({
        transaction: trx,
        applyPosts: (posts) => applyPosts(trx, posts),
        markComplete: async (completions) => {
          for (const c of completions) await markComplete.execute(trx, c);
        },
      }),
    );
  }

  return { inTransaction };
}
