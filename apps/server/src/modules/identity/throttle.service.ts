import { throttleDelaySeconds, type ThrottlePolicy } from '@esc/domain';
import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';
import type { MessageParams } from '../../platform/i18n/message-renderer.js';
import type { ThrottleRepository } from './throttle.repository.js';

const iso = (ms: number) => new Date(ms).toISOString();
/** Counters untouched for a day are dropped, now and then. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY = 200;

/**
 * A key to check, and what to tell the person when it waits ("Please wait 40 seconds ..."): a reason
 * of the catalogue with its params, whose `{{wait, wait}}` is said in the request's language, or
 * English words.
 */
export type ThrottleGate = { key: string } & { reason: ErrorReason; params?: MessageParams };

export interface Budget {
  /** Hits allowed within one window. */
  max: number;
  windowSeconds: number;
}

export type ThrottleService = ReturnType<typeof createThrottleService>;

/** Growing waits after failures and fixed budgets per window, kept in the database, so every server process agrees. */
export function createThrottleService({ repo, clock }: { repo: ThrottleRepository; clock: () => number }) {
  let sincePrune = 0;

  function refuse(gate: ThrottleGate, untilMs: number, now: number): never {
    const seconds = Math.max(1, Math.ceil((untilMs - now) / 1000));
    const said = { reason: gate.reason, params: { ...gate.params, wait: seconds } };
    throw new AppError('RATE_LIMITED', said, { headers: { 'retry-after': String(seconds) } });
  }

  async function maybePrune(now: number): Promise<void> {
    sincePrune += 1;
    if (sincePrune < PRUNE_EVERY) return;
    sincePrune = 0;
    await repo.prune(iso(now - PRUNE_AFTER_MS), iso(now));
  }

  /** The moment each key may act again (or, for a mark, is forgotten), for those still ahead: one query. */
  async function until(keys: readonly string[]): Promise<Map<string, number>> {
    const rows = await repo.blocked(keys, iso(clock()));
    return new Map([...rows].map(([key, at]) => [key, Date.parse(at)]));
  }

  /**
   * 429 naming the real wait when any of the gates' keys waits; the longest wait is the one told.
   * `waits`: the keys' moments read already (until), when the caller needed them too.
   */
  async function assertOpen(gates: readonly ThrottleGate[], waits?: ReadonlyMap<string, number>): Promise<void> {
    const now = clock();
    const blocked = waits ?? (await until(gates.map((g) => g.key)));
    let worst: { gate: ThrottleGate; until: number } | null = null;
    for (const gate of gates) {
      const at = blocked.get(gate.key);
      if (at !== undefined && at > now && (!worst || at > worst.until)) worst = { gate, until: at };
    }
    if (worst) refuse(worst.gate, worst.until, now);
  }

  /** Remembers a key for `seconds` (a mark, such as an address an account signed in from). */
  async function remember(key: string, seconds: number): Promise<void> {
    const now = clock();
    await repo.mark(key, iso(now), iso(now + seconds * 1000));
  }

  /**
   * Counts a failure; after the policy's free failures the key waits, longer each time. Failures
   * are forgotten after `forgetAfterSeconds` without a new one. Answers the wait in seconds.
   */
  async function failure(key: string, policy: ThrottlePolicy, forgetAfterSeconds: number): Promise<number> {
    const now = clock();
    const state = await repo.count(key, iso(now), iso(now - forgetAfterSeconds * 1000), 'last_hit_at');
    const delay = throttleDelaySeconds(state.hits, policy);
    if (delay > 0) await repo.blockUntil(key, iso(now + delay * 1000));
    await maybePrune(now);
    return delay;
  }

  /** Counts one use of a budget; beyond it, 429 until the window ends (told in words). */
  async function spend(gate: ThrottleGate, budget: Budget): Promise<void> {
    const now = clock();
    await assertOpen([gate]);
    const state = await repo.count(gate.key, iso(now), iso(now - budget.windowSeconds * 1000), 'window_started_at');
    if (state.hits > budget.max) {
      const until = Date.parse(state.window_started_at) + budget.windowSeconds * 1000;
      await repo.blockUntil(gate.key, iso(until));
      refuse(gate, until, now);
    }
    await maybePrune(now);
  }

  /**
   * Counts a failure against a budget per window (an address over every account): beyond it the key
   * waits until the window ends. Answers the wait in seconds (0 while within the budget).
   */
  async function failureAgainstBudget(key: string, budget: Budget): Promise<number> {
    const now = clock();
    const state = await repo.count(key, iso(now), iso(now - budget.windowSeconds * 1000), 'window_started_at');
    if (state.hits <= budget.max) return 0;
    const until = Date.parse(state.window_started_at) + budget.windowSeconds * 1000;
    await repo.blockUntil(key, iso(until));
    return Math.ceil((until - now) / 1000);
  }

  /** Claims a key for `seconds` (a single-use ticket): true for the first claim only, in every process. */
  async function claimOnce(key: string, seconds: number): Promise<boolean> {
    const now = clock();
    return repo.markOnce(key, iso(now), iso(now + seconds * 1000));
  }

  return { until, assertOpen, remember, claimOnce, failure, failureAgainstBudget, spend, clear: repo.clear };
}
