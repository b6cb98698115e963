import type { Db } from '../../db/database.js';
import type { AttemptRow } from './attempts.repository.js';

// A learner's published results, as a parent's overview reads them (newest first, a page and all).

export type AttemptResultsRepository = ReturnType<typeof createAttemptResultsRepository>;

export function createAttemptResultsRepository(db: Db) {
  /** A learner's attempts whose results are out, newest first (a parent's overview), with the total. */
  async function publishedOf(uuid: string, page: { start: number; limit: number }, schoolId: number | null) {
    let base = db.selectFrom('attempts').where('uuid', '=', uuid).where('results_published_at', 'is not', null);
    if (schoolId !== null) base = base.where('school_id', '=', schoolId);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('submitted_at', 'desc')
        .orderBy('attempt_id', 'desc')
        .offset(page.start)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  async function allPublishedOf(uuid: string, schoolId: number | null): Promise<AttemptRow[]> {
    let q = db
      .selectFrom('attempts')
      .selectAll()
      .where('uuid', '=', uuid)
      .where('results_published_at', 'is not', null);
    if (schoolId !== null) q = q.where('school_id', '=', schoolId);
    return q.execute();
  }

  return { publishedOf, allPublishedOf };
}
