import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  assertJobName,
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  errorText,
  retryDelaySeconds,
  runWithTimeLimit,
  type JobDefinition,
  type JobQueue,
} from './job-queue.js';
import { createJobRunner, type RegisteredJob } from './job-runner.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

/** A claim outlives the run's limit by this much before another process may take the job over. */
const CLAIM_GRACE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Finished jobs are removed after this many polls (about hourly at the default interval). */
const CLEANUP_EVERY_POLLS = 3600;

/**
 * The queue on SQLite: jobs live in the `jobs` table and this process polls it. A due job is claimed
 * by one UPDATE, so several processes on one database file never run a job twice at once; a claim
 * whose process died is taken over once its lock runs out.
 */
export function createLocalJobQueue(deps: {
  repo: JobsRepository;
  clock: () => number;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}): JobQueue {
  const { repo, clock, log } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? 1000;
  const handlers = new Map<string, RegisteredJob>();
  let stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let polls = 0;
  let nudged = false;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function run(row: JobRow, entry: RegisteredJob): Promise<void> {
    const { definition } = entry;
    const maxAttempts = row.max_attempts;
    try {
      await runWithTimeLimit(
        definition,
        JSON.parse(row.payload) as object,
        { jobId: row.id, attempt: row.attempts, maxAttempts },
        stopping.signal,
      );
      await repo.complete(row.id, iso(clock()));
    } catch (err) {
      if (stopping.signal.aborted) {
        await repo.release(row.id, iso(clock()));
        return;
      }
      const retry = row.attempts < maxAttempts;
      const delay = retryDelaySeconds(definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS, row.attempts);
      await repo.fail(row.id, iso(clock()), errorText(err), retry ? iso(clock() + delay * 1000) : null);
      log.warn({ job: row.name, id: row.id, attempt: row.attempts, final: !retry, err: errorText(err) }, 'job failed');
    }
  }

  const runner = createJobRunner<JobRow>({
    handlers,
    take: (name, entry) => {
      const now = clock();
      return repo.claim(name, iso(now), iso(now + entry.definition.timeoutMs + CLAIM_GRACE_MS));
    },
    run: (_name, row, entry) => run(row, entry),
    accepting: () => !stopping.signal.aborted,
    polling: () => timer !== null,
    log,
  });

  async function poll(): Promise<void> {
    polls += 1;
    // One read finds what is due; an idle poll writes nothing, however many jobs are registered.
    for (const name of await repo.dueNames(iso(clock()))) await runner.pump(name);
    if (polls % CLEANUP_EVERY_POLLS === 1)
      await repo.removeFinished(iso(clock() - 7 * DAY_MS), iso(clock() - 30 * DAY_MS));
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

  return {
    engine: 'local',

    register(name, definition) {
      assertJobName(name);
      if (handlers.has(name)) throw new Error(`job ${name} is registered twice`);
      handlers.set(name, { definition: definition as JobDefinition<object>, running: 0 });
    },

    async enqueue(name, payload, options = {}) {
      const entry = handlers.get(name);
      if (!entry) throw new Error(`no handler is registered for job ${name}`);
      const id = randomUUID();
      const now = iso(clock());
      const inserted = await repo.insert(
        {
          id,
          name,
          payload: JSON.stringify(payload),
          singleton_key: options.singletonKey ?? null,
          state: 'created',
          run_at: iso(Math.max(clock(), options.runAt ?? 0)),
          max_attempts: (entry.definition.retryLimit ?? DEFAULT_RETRY_LIMIT) + 1,
          created_at: now,
          updated_at: now,
        },
        options.within,
      );
      return inserted ? id : null;
    },

    nudge() {
      // On SQLite the one connection runs queries in turn: this poll runs after the caller's commit.
      if (!timer || nudged) return;
      nudged = true;
      setImmediate(() => {
        nudged = false;
        poll().catch((err: unknown) => log.error({ err }, 'job poll failed'));
      });
    },

    async start() {
      if (timer) return;
      stopping = new AbortController();
      schedule();
    },

    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      stopping.abort();
      await runner.settle();
    },

    drain: () => runner.drain(),

    running: () => timer !== null,

    async backlog() {
      const now = clock();
      const { waiting, oldestDueAt } = await repo.backlog(iso(now));
      const oldestWaitSeconds = oldestDueAt ? Math.max(0, (now - Date.parse(oldestDueAt)) / 1000) : 0;
      return { waiting, oldestWaitSeconds };
    },
  };
}
