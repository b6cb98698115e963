import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/database.js';
import {
  assertJobName,
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  errorText,
  runWithTimeLimit,
  type JobDefinition,
  type JobQueue,
} from './job-queue.js';
import { createJobRunner, type RegisteredJob } from './job-runner.js';

/** When a nudged process looks for the job it has just queued (its writer's commit comes first). */
const NUDGE_DELAYS_MS = [20, 200] as const;

/** pg-boss sends through the caller's transaction when given its executor. */
function executorOf(within: Db): { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } {
  return {
    executeSql: async (text, values) => {
      const result = await within.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}

/** pg-boss gives up a run this long after its limit (the process died) and retries it. */
const EXPIRY_GRACE_SECONDS = 60;

/**
 * The queue on PostgreSQL: pg-boss 10 keeps the jobs (in its own schema), their retries with backoff,
 * singleton keys and expiry; this process fetches due jobs and runs them under the same time limit
 * as the in-process queue. Each queue uses pg-boss's `short` policy: at most one waiting job per
 * singleton key. A job enqueued without a key gets a key of its own, so it never collides.
 */
export function createPgBossJobQueue(deps: {
  connectionString: string;
  /** The schema pg-boss creates and uses (tests give each file its own). */
  schema: string;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}): JobQueue {
  const { clock, log } = deps;
  // The schema is written into the SQL of a poll, as pg-boss writes it into its own.
  if (!/^[a-z_][a-z0-9_]*$/.test(deps.schema))
    throw new Error(`the job queue's schema "${deps.schema}" is not a plain name`);
  const schema = deps.schema;
  const pollIntervalMs = deps.pollIntervalMs ?? 1000;
  const boss = new PgBoss({
    connectionString: deps.connectionString,
    schema,
    max: 3,
    schedule: false,
    application_name: 'esc-jobs',
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const handlers = new Map<string, RegisteredJob>();
  let stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let started: Promise<void> | null = null;
  let nudged = false;

  function retryOptions(definition: JobDefinition<object>) {
    const retryDelay = definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS;
    return {
      retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay,
      // pg-boss waits at least a second with backoff on: a delay of 0 retries at once, as on SQLite.
      retryBackoff: retryDelay > 0,
      expireInSeconds: Math.ceil(definition.timeoutMs / 1000) + EXPIRY_GRACE_SECONDS,
    };
  }

  async function run(name: string, job: PgBoss.JobWithMetadata<object>, entry: RegisteredJob): Promise<void> {
    try {
      await runWithTimeLimit(
        entry.definition,
        job.data,
        { jobId: job.id, attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1 },
        stopping.signal,
      );
      await boss.complete(name, job.id);
    } catch (err) {
      await boss.fail(name, job.id, { message: errorText(err) });
      if (!stopping.signal.aborted) {
        log.warn({ job: name, id: job.id, attempt: job.retryCount + 1, err: errorText(err) }, 'job failed');
      }
    }
  }

  const runner = createJobRunner<PgBoss.JobWithMetadata<object>>({
    handlers,
    take: async (name) => {
      const [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
      return job;
    },
    run,
    accepting: () => !stopping.signal.aborted,
    polling: () => timer !== null,
    dueNames,
    log,
  });

  /**
   * The names with a job waiting to start, in one query (pg-boss's own test of a fetchable job).
   * Fetching each registered name in turn made an idle process send a query a name every second.
   */
  async function dueNames(): Promise<string[]> {
    const { rows } = await boss
      .getDb()
      .executeSql(`SELECT DISTINCT name FROM ${schema}.job WHERE state < 'active' AND start_after < now()`, []);
    return (rows as { name: string }[]).map((row) => row.name);
  }

  /**
   * One poll: each name with a job waiting, as far as its slots allow. A nudge's poll may fire after
   * the queue stopped (its timers are not cancelled): pg-boss's closed pool then answers nothing, so
   * a stopped queue does not poll.
   */
  async function poll(): Promise<void> {
    if (started === null || stopping.signal.aborted) return;
    for (const name of await dueNames()) await runner.pump(name);
  }

  function schedule(): void {
    timer = setTimeout(() => {
      poll()
        .catch((err: unknown) => log.error({ err }, 'job poll failed'))
        .finally(() => {
          if (timer) schedule();
        });
    }, pollIntervalMs);
    timer.unref();
  }

  async function startBoss(): Promise<void> {
    await boss.start();
    // pg-boss's create_queue leaves a queue that exists as it is: ask once which exist, rather than
    // calling it for every name at each start (a query a name; a test run starts hundreds of apps).
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const [name, entry] of handlers) {
      if (existing.has(name)) continue;
      await boss.createQueue(name, { name, policy: 'short', ...retryOptions(entry.definition) });
    }
  }

  return {
    engine: 'pg-boss',

    register(name, definition) {
      assertJobName(name);
      if (started) throw new Error(`job ${name} is registered after the queue started`);
      if (handlers.has(name)) throw new Error(`job ${name} is registered twice`);
      handlers.set(name, { definition: definition as JobDefinition<object>, running: 0 });
    },

    async enqueue(name, payload, options = {}) {
      const entry = handlers.get(name);
      if (!entry) throw new Error(`no handler is registered for job ${name}`);
      if (!started) throw new Error('the job queue is not started');
      await started;
      // Delays are relative, so pg-boss's clock (the database's) and the app's clock need not agree.
      const delaySeconds = options.runAt ? Math.ceil((options.runAt - clock()) / 1000) : 0;
      return boss.send(name, payload, {
        ...retryOptions(entry.definition),
        singletonKey: options.singletonKey ?? `job:${randomUUID()}`,
        ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
        ...(options.within ? { db: executorOf(options.within) } : {}),
      });
    },

    nudge() {
      // The caller's transaction commits after it returns: look twice soon, then the poll takes over.
      if (!timer || nudged) return;
      nudged = true;
      for (const ms of NUDGE_DELAYS_MS) {
        setTimeout(() => {
          if (ms === NUDGE_DELAYS_MS.at(-1)) nudged = false;
          poll().catch((err: unknown) => log.error({ err }, 'job poll failed'));
        }, ms).unref();
      }
    },

    async start() {
      if (started) return started;
      stopping = new AbortController();
      started = startBoss();
      await started;
      schedule();
    },

    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      stopping.abort();
      await runner.settle();
      if (started) await boss.stop({ graceful: false, close: true });
      started = null;
    },

    async drain() {
      if (!started) throw new Error('the job queue is not started');
      await started;
      await runner.drain();
    },

    running: () => started !== null && timer !== null,

    async backlog() {
      if (!started) return { waiting: 0, oldestWaitSeconds: 0 };
      await started;
      const { rows } = await boss.getDb().executeSql(
        `SELECT count(*)::int AS waiting, coalesce(extract(epoch FROM now() - min(start_after)), 0)::float AS oldest
             FROM ${schema}.job WHERE state < 'active' AND start_after < now()`,
        [],
      );
      const row = rows[0] as { waiting: number; oldest: number } | undefined;
      return { waiting: row?.waiting ?? 0, oldestWaitSeconds: Math.max(0, row?.oldest ?? 0) };
    },
  };
}
