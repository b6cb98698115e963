import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from './job-queue.js';

export interface RegisteredJob {
  definition: JobDefinition<object>;
  /** Slots in use: runs under way and claims not yet answered. */
  running: number;
}

export interface JobRunner {
  /** Takes due jobs of a name as far as its slots allow (errors are logged). */
  pump(name: string): Promise<void>;
  /** Waits for claims under way and runs to settle (after stopping, so no new one starts). */
  settle(): Promise<void>;
  /** Runs every due job to completion and returns when none is left. */
  drain(): Promise<void>;
}

/**
 * What both queues share: slots per job name, the runs under way and the claims being made. The engine
 * supplies `take` (claim one due job of a name, or undefined) and `run` (run it and record the outcome).
 */
export function createJobRunner<T>(deps: {
  handlers: ReadonlyMap<string, RegisteredJob>;
  take: (name: string, entry: RegisteredJob) => Promise<T | undefined>;
  run: (name: string, job: T, entry: RegisteredJob) => Promise<void>;
  /** False once the queue stops: no new claim starts. */
  accepting: () => boolean;
  /** True while polling: a freed slot then takes the next due job at once. */
  polling: () => boolean;
  /**
   * The names that may have a job due, when the engine can say in one query: drain then claims only
   * those, rather than trying every registered name (a query each, on PostgreSQL).
   */
  dueNames?: () => Promise<readonly string[]>;
  log: FastifyBaseLogger;
}): JobRunner {
  const { handlers, log } = deps;
  const running = new Set<Promise<void>>();
  const claiming = new Set<Promise<boolean>>();
  /** Runs ended so far: drain asks whether one ended while it was looking (see drain). */
  let ended = 0;

  async function claimAndStart(name: string, entry: RegisteredJob): Promise<boolean> {
    // The slot is held from the claim on, so claims racing (a poll and a drain) never pass the job's concurrency.
    if (!deps.accepting() || entry.running >= (entry.definition.concurrency ?? 1)) return false;
    entry.running += 1;
    let job: T | undefined;
    try {
      job = await deps.take(name, entry);
    } catch (err) {
      entry.running -= 1;
      throw err;
    }
    if (job === undefined) {
      entry.running -= 1;
      return false;
    }
    const promise = deps
      .run(name, job, entry)
      .catch((err: unknown) => log.error({ err, job: name }, 'job bookkeeping failed'))
      .finally(() => {
        ended += 1;
        entry.running -= 1;
        running.delete(promise);
        if (deps.polling() && deps.accepting()) void pump(name, entry);
      });
    running.add(promise);
    return true;
  }

  /** One claim, known to drain while it is under way (it has a job in the database but not yet a run). */
  function claim(name: string, entry: RegisteredJob): Promise<boolean> {
    const attempt = claimAndStart(name, entry);
    claiming.add(attempt);
    attempt.then(
      () => claiming.delete(attempt),
      () => claiming.delete(attempt),
    );
    return attempt;
  }

  async function pump(name: string, entry: RegisteredJob): Promise<void> {
    try {
      while (await claim(name, entry));
    } catch (err) {
      log.error({ err, job: name }, 'job claim failed');
    }
  }

  return {
    async pump(name) {
      const entry = handlers.get(name);
      if (entry) await pump(name, entry);
    },

    async settle() {
      while (claiming.size > 0 || running.size > 0) await Promise.allSettled([...claiming, ...running]);
    },

    async drain() {
      for (;;) {
        // A poll's run may start and end while this pass looks (the due names' query is on its way, or
        // the claims of other names are): the pass then sees it neither running nor due, though it may
        // have queued a job the look missed (an event's handler queues a delivery). Seen on PostgreSQL:
        // drain returned with that delivery waiting. A run ended meanwhile means looking again.
        const endedBefore = ended;
        let started = false;
        for (const name of deps.dueNames ? await deps.dueNames() : handlers.keys()) {
          const entry = handlers.get(name);
          if (entry && (await claim(name, entry))) started = true;
        }
        if (running.size > 0) {
          await Promise.race(running);
          continue;
        }
        if (started) continue;
        // A poll may hold a job it has claimed but not yet started. Wait for the claims under way now,
        // not for later ones (polls go on for ever), and look again only if one of them started a run.
        const underWay = [...claiming];
        const outcomes = await Promise.allSettled(underWay);
        const startedUnderWay = outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value);
        if (!startedUnderWay && ended === endedBefore) return;
      }
    },
  };
}
