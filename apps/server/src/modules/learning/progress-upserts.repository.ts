import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { queryShape, type QueryShape, shapesBy, slot } from '../../platform/db/query-shape.js';
import { type ProgressContext, type ProgressPost, type ProgressRow, rowColumns } from './progress-row.js';

type Values = Record<string, unknown>;
type ReturnedRow = ProgressRow & { uuid: string };

/** Most posts one upsert statement carries (the batcher's batches are at most 64). */
const MAX_ROWS = 64;

/**
 * Which columns a post sets: the media time and resume point when it has them, and its context
 * fields. Posts of one structure share an upsert statement.
 */
export function structureOf(post: ProgressPost): string {
  const contextKeys = Object.keys(post.context).sort();
  return [post.mediaMs !== null ? 1 : 0, post.resumeMs !== undefined ? 1 : 0, ...contextKeys].join(',');
}

/** The values of row i of an upsert (slots are suffixed with the row number). */
function valuesOf(post: ProgressPost, i: number, into: Values): void {
  into[`id${i}`] = randomUUID();
  into[`uuid${i}`] = post.uuid;
  into[`record${i}`] = post.recordKey;
  into[`delta${i}`] = post.deltaMs;
  into[`media${i}`] = post.mediaMs ?? 0;
  into[`resume${i}`] = post.resumeMs ?? 0;
  into[`source${i}`] = post.source;
  into[`now${i}`] = post.now;
  for (const [k, v] of Object.entries(post.context)) into[`ctx_${k}${i}`] = v ?? null;
}

function rowSlots(contextKeys: readonly (keyof ProgressContext)[], i: number) {
  return {
    id: slot<string>(`id${i}`),
    uuid: slot<string>(`uuid${i}`),
    content_id: slot<number>(`record${i}`),
    total_consumption_ms: slot<number>(`delta${i}`),
    total_media_ms: slot<number>(`media${i}`),
    resume_position_ms: slot<number>(`resume${i}`),
    // A new record starts incomplete; the service completes it in the same transaction when it is due.
    is_complete: 0,
    completed_at: null,
    source: slot<number>(`source${i}`),
    ...Object.fromEntries(contextKeys.map((k) => [k, slot(`ctx_${k}${i}`)])),
    created_at: slot<string>(`now${i}`),
    updated_at: slot<string>(`now${i}`),
  };
}

/**
 * The upserts of progress records: several posts of one structure in one statement, each adding its
 * delta in the upsert itself (so concurrent posts never lose one). Shapes are built once per
 * (structure, number of rows).
 */
export function createProgressUpsertsRepository(db: Db) {
  const shapeOf = shapesBy((key: string): QueryShape<Values, ReturnedRow> => {
    const [structure, count] = [key.slice(0, key.lastIndexOf('|')), Number(key.slice(key.lastIndexOf('|') + 1))];
    const [media, resume, ...contextKeys] = structure.split(',') as [string, string, ...(keyof ProgressContext)[]];
    return queryShape<Values, ReturnedRow>(() =>
      db
        .insertInto('learning_progress')
        .values(Array.from({ length: count }, (_, i) => rowSlots(contextKeys, i)))
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
        .returning([...rowColumns, 'uuid']),
    );
  });

  /**
   * Upserts posts of one structure to distinct records (a statement may touch a row only once),
   * in the order given (lock order on PostgreSQL), and answers each post's record, in that order.
   */
  async function upsertMany(trx: Db, posts: readonly ProgressPost[], structure: string): Promise<ProgressRow[]> {
    const out: ProgressRow[] = [];
    for (let start = 0; start < posts.length; start += MAX_ROWS) {
      const chunk = posts.slice(start, start + MAX_ROWS);
      const values: Values = {};
      chunk.forEach((post, i) => valuesOf(post, i, values));
      const rows = await shapeOf(`${structure}|${chunk.length}`).execute(trx, values);
      const byRecord = new Map(rows.map(({ uuid, ...row }) => [`${uuid}:${row.content_id}`, row]));
      for (const post of chunk) out.push(byRecord.get(`${post.uuid}:${post.recordKey}`)!);
    }
    return out;
  }

  return { upsertMany };
}
