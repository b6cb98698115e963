import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { isPostgresUrl, withDefaultUser } from '../../db/dialect.js';
import type { JobQueue } from './job-queue.js';
import { createJobsRepository } from './jobs.repository.js';
import { createLocalJobQueue } from './local-job-queue.js';
import { createPgBossJobQueue } from './pg-boss-job-queue.js';
import { linkJobsToRequests } from '../operator/request-context.js';

export const DEFAULT_PG_BOSS_SCHEMA = 'pgboss';

/** pg-boss when the database is PostgreSQL, the in-process queue over the `jobs` table otherwise. */
export function createJobQueue(deps: {
  db: Db;
  databaseUrl: string | null;
  clock: () => number;
  log: FastifyBaseLogger;
  /** PostgreSQL: the schema pg-boss keeps its tables in (default pgboss). */
  pgBossSchema?: string;
  pollIntervalMs?: number;
}): JobQueue {
  const { db, databaseUrl, clock, log, pollIntervalMs } = deps;
  if (isPostgresUrl(databaseUrl)) {
    return linkJobsToRequests(
      createPgBossJobQueue({
        connectionString: withDefaultUser(databaseUrl),
        schema: deps.pgBossSchema ?? DEFAULT_PG_BOSS_SCHEMA,
        clock,
        log,
        pollIntervalMs,
      }),
    );
  }
  return linkJobsToRequests(createLocalJobQueue({ repo: createJobsRepository(db), clock, log, pollIntervalMs }));
}
