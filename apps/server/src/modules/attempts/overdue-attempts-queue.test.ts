import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { createOverdueAttempts } from './overdue-attempts.job.js';

// The queue here records what it is asked: the rule under test is how often a start asks it.
function recordingQueue() {
  const asked: { runAt: number | undefined; singletonKey: string | undefined }[] = [];
  const jobs: Pick<JobQueue, 'register' | 'enqueue'> = {
    register: () => undefined,
    enqueue: async (_name, _payload, options = {}) => {
      asked.push({ runAt: options.runAt, singletonKey: options.singletonKey });
      return null;
    },
  };
  return { jobs, asked };
}

describe('queuing the overdue sweep', () => {
  const at = (hh: number, mm: number, ss = 0) => Date.UTC(2026, 11, 1, hh, mm, ss);

  it('asks the queue once per deadline minute, however many attempts end in it', async () => {
    let now = at(9, 0);
    const { jobs, asked } = recordingQueue();
    const overdue = createOverdueAttempts({
      jobs,
      clock: () => now,
      attempts: {} as never,
      papers: {} as never,
      evaluation: {} as never,
      log: {} as never,
    });
    // A morning's starts: deadlines 30 minutes on, spread over the same two minutes.
    for (let s = 0; s < 120; s += 3) await overdue.runAfter(at(9, 30, s));
    expect(asked.map((a) => a.runAt)).toEqual([at(9, 31), at(9, 32)]);
    expect(asked.map((a) => a.singletonKey)).toEqual(['2026-12-01T09:31:00.000Z', '2026-12-01T09:32:00.000Z']);
    // Later, a deadline in another minute queues its own run.
    now = at(9, 40);
    await overdue.runAfter(at(10, 10, 5));
    expect(asked.at(-1)!.runAt).toBe(at(10, 11));
    expect(asked).toHaveLength(3);
  });
});
