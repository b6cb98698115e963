import { ANSWER_GRACE_MS, isAttemptOpen } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { iso } from '../question-bank/question-bank.module.js';
import type { AttemptPapersRepository } from '../papers/papers.module.js';
import type { AttemptsRepository } from './attempts.repository.js';
import type { EvaluationService } from './evaluation.service.js';

// Named before the attempts module was split from assessments: runs already queued under this name
// must still find their handler, so the name stays.
export const OVERDUE_ATTEMPTS_JOB = 'assessments.overdue-attempts';

const BATCH = 500;
const MAX_BATCHES = 20;

/**
 * Moodle's rule as a job: an attempt left open past its deadline and grace is submitted as it stands
 * and marked; a submitted attempt the server never marked (a crash between the two) is marked; an
 * assignment whose window closed is published when nothing waits. Closing is conditional on the
 * attempt being open, so a second run, a retry or a run on two processes submits nobody twice.
 *
 * Runs are queued for the moments they matter (an attempt's deadline plus grace, a window's end),
 * one per minute at most: the minute is the singleton key.
 */
export function createOverdueAttempts(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  attempts: AttemptsRepository;
  papers: AttemptPapersRepository;
  evaluation: EvaluationService;
  clock: () => number;
  log: FastifyBaseLogger;
}) {
  const { jobs, attempts, papers, evaluation, clock, log } = deps;

  async function run(): Promise<{ submitted: number; evaluated: number; published: number }> {
    const counts = { submitted: 0, evaluated: 0, published: 0 };
    const touched = new Set<number>();
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = await attempts.overdue(iso(clock() - ANSWER_GRACE_MS), BATCH);
      for (const a of rows) {
        if (isAttemptOpen(a.status)) {
          if (await evaluation.closeOverdue(a.attempt_id, true)) counts.submitted += 1;
        } else {
          await evaluation.evaluate(a.attempt_id, { quiet: true });
          counts.evaluated += 1;
        }
        if (a.assign_id !== null) touched.add(a.assign_id);
      }
      if (rows.length < BATCH) break;
    }
    for (const id of await papers.closedUnpublished(iso(clock()), 200)) touched.add(id);
    for (const assignId of touched) if (await evaluation.settle(assignId)) counts.published += 1;
    if (counts.submitted + counts.evaluated + counts.published > 0) log.info(counts, 'overdue attempts swept');
    return counts;
  }

  jobs.register(OVERDUE_ATTEMPTS_JOB, {
    timeoutMs: 5 * 60_000,
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler: async () => {
      await run();
    },
  });

  // The minutes this process has queued a run for: on an exam morning thousands of starts share the
  // same few deadline minutes, and the queue's singleton key would refuse each repeat only after a
  // write to the database. A minute leaves once passed; another process queues its own (refused alike).
  const queued = new Set<number>();

  /** Queues a run for the first minute boundary after `ms` (runs already queued for that minute count). */
  async function runAfter(ms: number): Promise<void> {
    const minute = Math.ceil((ms + 1) / 60_000) * 60_000;
    if (queued.has(minute)) return;
    await jobs.enqueue(OVERDUE_ATTEMPTS_JOB, {}, { runAt: minute, singletonKey: iso(minute) });
    const now = clock();
    for (const passed of queued) if (passed <= now) queued.delete(passed);
    queued.add(minute);
  }

  return { run, runAfter };
}

export type OverdueAttempts = ReturnType<typeof createOverdueAttempts>;
