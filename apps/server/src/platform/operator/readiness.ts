import type { Db } from '../../db/database.js';
import { migrationsPending, pingDatabase } from '../../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';

/** How long the trivial query may take before the server counts as not ready. */
export const READY_QUERY_LIMIT_MS = 1000;

export type Readiness = { ready: true; databaseMs: number } | { ready: false; reason: string };

/**
 * Whether this process should be sent requests: the database answers `select 1` within the limit,
 * every migration this server knows has run (a new version started before its migrations is not
 * ready), and the job queue is polling. Migrations are asked until they are found complete, then
 * never again (they do not go back while a server runs).
 */
export function createReadiness(deps: { db: Db; jobs: Pick<JobQueue, 'running'>; limitMs?: number }) {
  const { db, jobs } = deps;
  const limitMs = deps.limitMs ?? READY_QUERY_LIMIT_MS;
  let migrated = false;

  async function databaseAnswers(): Promise<number | string> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`the database did not answer within ${limitMs} ms`), limitMs);
    });
    try {
      const answered = pingDatabase(db).then(
        () => performance.now() - started,
        // The answer is public: the driver's words (addresses, names) stay out of it.
        () => 'the database cannot be reached',
      );
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async check(): Promise<Readiness> {
      const database = await databaseAnswers();
      if (typeof database === 'string') return { ready: false, reason: database };
      if (!migrated) {
        const pending = await migrationsPending(db);
        if (pending.length > 0) return { ready: false, reason: `migrations not run yet: ${pending.join(', ')}` };
        migrated = true;
      }
      if (!jobs.running()) return { ready: false, reason: 'the job queue is not running' };
      return { ready: true, databaseMs: Math.round(database * 10) / 10 };
    },
  };
}
