import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dropSchema, isPostgresUrl } from '../../db/dialect.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createJobQueue } from './job-queue.factory.js';
import { createJobsRepository } from './jobs.repository.js';
import { createLocalJobQueue } from './local-job-queue.js';
import { retryDelaySeconds, type JobContext, type JobQueue } from './job-queue.js';

// The queue interface on the engine of the run: the jobs table on SQLite, pg-boss on PostgreSQL
// (TEST_DATABASE_URL). Each test gets a queue of its own over the test app's database.

let t: TestApp;
let queue: JobQueue;
let bossSchema = '';
const nowMs = Date.UTC(2026, 10, 24, 6, 0, 0);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await queue?.stop();
  if (isPostgresUrl(t.config.databaseUrl)) await dropSchema(t.db, bossSchema);
});

/** A fresh queue; on PostgreSQL in a pg-boss schema of its own (dropped with the test's database). */
function newQueue(options: { pollIntervalMs?: number } = {}): JobQueue {
  bossSchema = `jobs_${randomBytes(4).toString('hex')}`;
  return createJobQueue({
    db: t.db,
    databaseUrl: t.config.databaseUrl,
    clock: () => nowMs,
    log: t.app.log,
    pgBossSchema: bossSchema,
    // Polling stays out of the way unless a test asks for it: the tests drain.
    pollIntervalMs: options.pollIntervalMs ?? 60_000,
  });
}

describe('the job queue', () => {
  it('runs a registered handler with its payload, once, and drains to completion', async () => {
    queue = newQueue();
    const seen: { payload: unknown; context: Omit<JobContext, 'signal'> }[] = [];
    queue.register<{ n: number }>('test.echo', {
      timeoutMs: 5000,
      handler: async (payload, { signal: _signal, ...context }) => void seen.push({ payload, context }),
    });
    await queue.start();
    const id = await queue.enqueue('test.echo', { n: 7 });
    expect(id).toEqual(expect.any(String));
    await queue.drain();
    expect(seen).toEqual([{ payload: { n: 7 }, context: { jobId: id, attempt: 1, maxAttempts: 4 } }]);
    await queue.drain();
    expect(seen).toHaveLength(1);
  });

  it('retries a failing handler until it succeeds, and gives up after its retry limit', async () => {
    queue = newQueue();
    const attempts: Record<string, number[]> = {};
    queue.register<{ key: string; failTimes: number }>('test.flaky', {
      timeoutMs: 5000,
      retryLimit: 2,
      retryDelaySeconds: 0,
      handler: async ({ key, failTimes }, { attempt }) => {
        (attempts[key] ??= []).push(attempt);
        if (attempt <= failTimes) throw new Error(`failure ${attempt}`);
      },
    });
    await queue.start();
    await queue.enqueue('test.flaky', { key: 'recovers', failTimes: 2 });
    await queue.enqueue('test.flaky', { key: 'never', failTimes: 99 });
    await queue.drain();
    expect(attempts).toEqual({ recovers: [1, 2, 3], never: [1, 2, 3] });
  });

  it('stops a run at its time limit (the signal aborts) and counts it as failed', async () => {
    queue = newQueue();
    const aborted: boolean[] = [];
    queue.register('test.slow', {
      timeoutMs: 100,
      retryLimit: 0,
      handler: (_payload, { signal }) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted.push(true);
            reject(signal.reason as Error);
          });
        }),
    });
    await queue.start();
    await queue.enqueue('test.slow', {});
    const started = Date.now();
    await queue.drain();
    expect(aborted).toEqual([true]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('keeps one waiting job per singleton key, and runs a job no earlier than its run-at', async () => {
    queue = newQueue();
    const ran: string[] = [];
    queue.register<{ tag: string }>('test.once', { timeoutMs: 5000, handler: async ({ tag }) => void ran.push(tag) });
    await queue.start();
    expect(await queue.enqueue('test.once', { tag: 'first' }, { singletonKey: 'k' })).toEqual(expect.any(String));
    expect(await queue.enqueue('test.once', { tag: 'again' }, { singletonKey: 'k' })).toBeNull();
    expect(await queue.enqueue('test.once', { tag: 'later' }, { runAt: nowMs + 3_600_000 })).toEqual(
      expect.any(String),
    );
    await queue.drain();
    expect(ran).toEqual(['first']);
    // The key is free again once its job has run.
    expect(await queue.enqueue('test.once', { tag: 'next' }, { singletonKey: 'k' })).toEqual(expect.any(String));
    await queue.drain();
    expect(ran).toEqual(['first', 'next']);
  });

  it('runs a due job on its own poll, without a drain, and leaves one not yet due', async () => {
    queue = newQueue({ pollIntervalMs: 50 });
    const ran: string[] = [];
    queue.register<{ tag: string }>('test.polled', { timeoutMs: 5000, handler: async ({ tag }) => void ran.push(tag) });
    queue.register('test.idle', { timeoutMs: 5000, handler: async () => undefined });
    await queue.start();
    await queue.enqueue('test.polled', { tag: 'later' }, { runAt: nowMs + 3_600_000 });
    await queue.enqueue('test.polled', { tag: 'now' });
    await vi.waitFor(() => expect(ran).toEqual(['now']), { timeout: 10_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual(['now']);
  });

  it('refuses a job nobody handles, and a handler registered twice', async () => {
    queue = newQueue();
    queue.register('test.known', { timeoutMs: 1000, handler: async () => undefined });
    expect(() => queue.register('test.known', { timeoutMs: 1000, handler: async () => undefined })).toThrow();
    await queue.start();
    await expect(queue.enqueue('test.unknown', {})).rejects.toThrow(/no handler/);
  });
});

describe('draining while a poll holds a claimed job', () => {
  it('waits for the job the poll has claimed but not yet started, and runs it once', async () => {
    const repo = createJobsRepository(t.db);
    let claimed!: () => void;
    const pollHasClaimed = new Promise<void>((resolve) => (claimed = resolve));
    // The poll's claim takes the row, then is slow to answer: the moment drain must not miss.
    const slowRepo = {
      ...repo,
      claim: async (...args: Parameters<typeof repo.claim>) => {
        const row = await repo.claim(...args);
        if (row) {
          claimed();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return row;
      },
    };
    queue = createLocalJobQueue({ repo: slowRepo, clock: () => nowMs, log: t.app.log, pollIntervalMs: 60_000 });
    const ran: string[] = [];
    queue.register<{ tag: string }>('test.raced', { timeoutMs: 5000, handler: async ({ tag }) => void ran.push(tag) });
    await queue.start();
    await queue.enqueue('test.raced', { tag: 'only' });
    queue.nudge();
    await pollHasClaimed;
    await queue.drain();
    expect(ran).toEqual(['only']);
    await queue.drain();
    expect(ran).toEqual(['only']);
  });
});

describe("the queue's backlog, as the operator's metrics and the readiness check read it", () => {
  it('counts jobs due and not started, leaves out jobs not yet due, and says whether it runs', async () => {
    queue = newQueue();
    queue.register('test.waiting', { timeoutMs: 5000, handler: async () => undefined });
    expect(queue.running()).toBe(false);
    await queue.start();
    expect(queue.running()).toBe(true);
    await queue.enqueue('test.waiting', { n: 1 });
    await queue.enqueue('test.waiting', { n: 2 });
    await queue.enqueue('test.waiting', { n: 3 }, { runAt: nowMs + 3_600_000 });
    // pg-boss dates a job by the database's clock: "due" is a moment after it was sent.
    await expect.poll(async () => (await queue.backlog()).waiting).toBe(2);
    expect((await queue.backlog()).oldestWaitSeconds).toBeLessThan(60);
    await queue.drain();
    expect(await queue.backlog()).toEqual({ waiting: 0, oldestWaitSeconds: 0 });
    await queue.stop();
    expect(queue.running()).toBe(false);
  });

  it('ages the oldest waiting job from when it became due', async () => {
    let clock = nowMs;
    queue = createLocalJobQueue({ repo: createJobsRepository(t.db), clock: () => clock, log: t.app.log });
    queue.register('test.aged', { timeoutMs: 5000, handler: async () => undefined });
    await queue.enqueue('test.aged', { n: 1 });
    clock += 30_000;
    await queue.enqueue('test.aged', { n: 2 });
    clock += 90_000;
    expect(await queue.backlog()).toEqual({ waiting: 2, oldestWaitSeconds: 120 });
  });
});

describe('retry delays', () => {
  it.each([
    [10, 1, 10],
    [10, 2, 20],
    [10, 3, 40],
    [30, 5, 480],
    [0, 4, 0],
    [10, 40, 86_400],
  ])('a delay of %i s after %i failed runs waits %i s', (delay, attempt, expected) => {
    expect(retryDelaySeconds(delay, attempt)).toBe(expected);
  });
});
