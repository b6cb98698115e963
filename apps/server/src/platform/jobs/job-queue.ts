import type { Db } from '../../db/database.js';

/**
 * Background jobs, one interface for the whole product (ARCHITECTURE.md): transcoding today;
 * notifications, reminders and overdue attempts later. On PostgreSQL the queue is pg-boss; on SQLite
 * the same interface runs in process from the `jobs` table. Handlers must be idempotent: a job may
 * run again after a crash, a time-out or a retry.
 */

export interface JobContext {
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
  /** The run after which a failure is final. */
  maxAttempts: number;
  /** Aborted when the run exceeds its time limit or the server stops: stop work and return. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface JobDefinition<P> {
  handler: JobHandler<P>;
  /** Milliseconds one run may take; then its signal aborts and the run counts as failed. */
  timeoutMs: number;
  /** Runs after a failed one (default 3): a job runs at most retryLimit + 1 times. */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); each next retry waits twice as long. */
  retryDelaySeconds?: number;
  /** Runs of this job at once in one process (default 1). */
  concurrency?: number;
}

export interface EnqueueOptions {
  /** Milliseconds since the epoch (the app's clock); the job does not run before. Default now. */
  runAt?: number;
  /** While a job of this name and key waits to run, enqueueing another does nothing (answers null). */
  singletonKey?: string;
  /**
   * The caller's transaction: the job exists only if it commits. Events are queued this way, inside
   * the writer's transaction.
   */
  within?: Db;
}

export interface JobQueue {
  readonly engine: 'local' | 'pg-boss';
  /** Registers a handler by job name; before start. */
  register<P extends object>(name: string, definition: JobDefinition<P>): void;
  /** The new job's id, or null when a waiting job has the same singleton key. */
  enqueue<P extends object>(name: string, payload: P, options?: EnqueueOptions): Promise<string | null>;
  /** Starts polling for due jobs (the app does this once it is built). */
  start(): Promise<void>;
  /** Stops polling, aborts running jobs and waits for them to settle. */
  stop(): Promise<void>;
  /**
   * Looks for due jobs soon instead of at the next poll: called after queueing work that people wait
   * for (an event's handlers), so a reaction in the same process follows within milliseconds.
   */
  nudge(): void;
  /** Runs every due job to completion, retries that are due included, and returns when none is left (tests, CLIs). */
  drain(): Promise<void>;
  /** Whether this process looks for due jobs (started, not stopped): a server whose queue stopped is not ready. */
  running(): boolean;
  /** The jobs due and not yet started, over every process, and how long the oldest of them has waited. */
  backlog(): Promise<JobBacklog>;
}

export interface JobBacklog {
  waiting: number;
  /** Seconds since the longest-waiting due job became due; 0 when none waits. */
  oldestWaitSeconds: number;
}

export const DEFAULT_RETRY_LIMIT = 3;
export const DEFAULT_RETRY_DELAY_SECONDS = 10;

/** Seconds to wait before the next run after `attempt` failed runs: delay, 2 x delay, 4 x delay, ... (capped at a day). */
export function retryDelaySeconds(delaySeconds: number, attempt: number): number {
  return Math.min(86_400, delaySeconds * 2 ** Math.max(0, attempt - 1));
}

/** A job name is a plain dotted word (it names a pg-boss queue too). */
export function assertJobName(name: string): void {
  if (!/^[a-z][a-z0-9_.-]{0,99}$/.test(name)) throw new Error(`job name "${name}" must be a plain lower-case word`);
}

/** Error text kept with a failed run: the message only, bounded. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

/**
 * Runs one handler under its time limit. The run's signal aborts on time-out or when `stopping`
 * aborts; a handler that ignores it is still reported as failed at the limit (its late result is dropped).
 */
export async function runWithTimeLimit<P>(
  definition: JobDefinition<P>,
  payload: P,
  context: Omit<JobContext, 'signal'>,
  stopping: AbortSignal,
): Promise<void> {
  const controller = new AbortController();
  const onStop = () => controller.abort(new Error('the server is stopping'));
  stopping.addEventListener('abort', onStop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`the job took longer than its limit of ${definition.timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, definition.timeoutMs);
  });
  try {
    await Promise.race([definition.handler(payload, { ...context, signal: controller.signal }), limit]);
    if (controller.signal.aborted) throw controller.signal.reason;
  } finally {
    clearTimeout(timer);
    stopping.removeEventListener('abort', onStop);
  }
}
