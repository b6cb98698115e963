import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, JobsTable } from '../../db/schema.js';

export type JobRow = Omit<JobsTable, 'attempts'> & { attempts: number };

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/** The `jobs` table of the in-process queue. Times are ISO text from the app's clock. */
export function createJobsRepository(db: Db) {
  return {
    /** Inserts a waiting job; false when a waiting job has the same name and singleton key. */
    async insert(row: Omit<JobRow, 'attempts' | 'locked_until' | 'last_error'>, within: Db = db): Promise<boolean> {
      const result = await within
        .insertInto('jobs')
        .values({ ...row, attempts: 0, locked_until: null, last_error: null })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Names of jobs that are due now (or whose claim ran out): a poll claims only those. */
    async dueNames(now: string): Promise<string[]> {
      const rows = await db
        .selectFrom('jobs')
        .select('name')
        .distinct()
        .where((eb) =>
          eb.or([
            eb.and([eb('state', 'in', ['created', 'retry']), eb('run_at', '<=', now)]),
            eb.and([eb('state', '=', 'active'), eb('locked_until', '<', now)]),
          ]),
        )
        .execute();
      return rows.map((r) => r.name);
    },

    /**
     * Claims the next due job of a name in one statement: a waiting or retrying job whose time has
     * come, or an active one whose claim ran out (its process died). Two processes never claim one job:
     * the statement is atomic, and the outer conditions are checked again on the row it updates.
     */
    async claim(name: string, now: string, lockedUntil: string): Promise<JobRow | undefined> {
      const claimable = (eb: ExpressionBuilder<Database, 'jobs'>) =>
        eb.or([
          eb.and([eb('state', 'in', ['created', 'retry']), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'active'), eb('locked_until', '<', now)]),
        ]);
      return db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'active',
          attempts: eb('attempts', '+', 1),
          locked_until: lockedUntil,
          updated_at: now,
        }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('name', '=', name)
            .where(claimable)
            .orderBy('run_at')
            .orderBy('created_at')
            .limit(1),
        )
        .where(claimable)
        .returningAll()
        .executeTakeFirst();
    },

    async complete(id: string, now: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'completed', locked_until: null, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** A failed run: retried at `retryAt`, or failed for good when retryAt is null. */
    async fail(id: string, now: string, error: string, retryAt: string | null): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          state: retryAt ? 'retry' : 'failed',
          run_at: retryAt ?? now,
          locked_until: null,
          last_error: error,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Hands a run the server stopped back to the queue without counting it. */
    async release(id: string, now: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'retry',
          attempts: eb('attempts', '-', 1),
          run_at: now,
          locked_until: null,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('state', '=', 'active')
        .execute();
    },

    /** Finished jobs are kept a while for inspection, then removed. */
    async removeFinished(completedBefore: string, failedBefore: string): Promise<void> {
      await db
        .deleteFrom('jobs')
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'completed'), eb('updated_at', '<', completedBefore)]),
            eb.and([eb('state', '=', 'failed'), eb('updated_at', '<', failedBefore)]),
          ]),
        )
        .execute();
    },

    /** Due jobs not yet started: how many, and the earliest time one of them became due. */
    async backlog(now: string): Promise<{ waiting: number; oldestDueAt: string | null }> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => [eb.fn.countAll<number | bigint>().as('waiting'), eb.fn.min('run_at').as('oldest')])
        .where('state', 'in', ['created', 'retry'])
        .where('run_at', '<=', now)
        .executeTakeFirstOrThrow();
      return { waiting: Number(row.waiting), oldestDueAt: row.oldest ?? null };
    },

    async byId(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
