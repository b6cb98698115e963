import {
  acceptsAnswers,
  ANSWER_GRACE_MS,
  judgeLateSync,
  LATE_SYNC_REFUSALS,
  syncedFromOffline,
  type LateSyncRefusal,
} from '@esc/domain';
import { createWriteBatcher } from '../../platform/db/write-batcher.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../question-bank/question-bank.module.js';
import { takenAtOnce } from './answer-saves-at-once.js';
import {
  createAnswerSavesRepository,
  holdKeyOf,
  type AnswerSavesRepository,
  type HeldAttempt,
} from './answer-saves.repository.js';
import { duplicateAck, groupsOf, highestSeq, holdOf, takeAnswers, type Ack } from './answer-taking.js';
import { grantFits, type AttemptGrantClaims } from './attempt-grant.js';
import type { AttemptRow, AttemptsRepository, IncomingAnswer } from './attempts.repository.js';

// Answer saves are the test engine's hottest write, and every acknowledged one must be durable. Saves
// that arrive together (a class answering at once) share one transaction and so one durable commit,
// as progress posts do (platform/db/write-batcher.ts); each save is still judged on its own: a closed
// attempt refuses its save without failing the others of the batch. Everything a save needs besides
// the rows it writes (the paper, the grant's signature) is ready before the transaction opens, and
// the transaction holds only its statements: one update of its attempts, then three for the batch
// (answer-taking.ts), so a pool connection is never held while the process does other work.
// On PostgreSQL, where each statement is a round trip, what the write alone can judge (answers before
// the deadline, each question once, time that fits) is taken by one statement instead, its own
// transaction (answer-saves-at-once.ts): one round trip and one commit for the batch.
//
// Answers made offline may reach the server after the deadline plus grace: each is then judged by the
// late rule (packages/domain late-sync.ts) on the attempt's own elapsed time and seq, and taken or
// refused with a reason. An attempt the overdue job submitted meanwhile is marked again.

export interface SaveJob {
  attemptId: number;
  /** The learner saving and the paper their attempt is of: an attempt that is not both is not found. */
  uuid: string;
  paperId: number;
  rows: readonly IncomingAnswer[];
  /** The verified claims of the attempt grant that came with the save (null: none, or not the server's). */
  grant: AttemptGrantClaims | null;
  /** The paper is online only: the late rule never applies. */
  onlineOnly: boolean;
}

export interface SaveResult {
  /** The attempt as the save found it (its highest seq raised). */
  attempt: HeldAttempt;
  acks: Ack[];
  maxSeq: number;
  /** Some answers were taken by the late rule. */
  lateTaken: boolean;
  /** The attempt was submitted already and took late answers: it waits to be marked again. */
  markAgain: boolean;
}

type Outcome = SaveResult | { closed: true; reason: LateSyncRefusal | null } | { gone: true };

/**
 * Whether the attempt's result is out for others to compare: an assignment's, once published. A
 * practice test's (no assignment) shows to its learner as soon as it is marked and ranks nobody, so
 * it is marked again rather than closed to what the learner made offline in time.
 */
export function resultsReleased(attempt: Pick<AttemptRow, 'assign_id' | 'results_published_at'>): boolean {
  return attempt.assign_id !== null && attempt.results_published_at !== null;
}

interface Held {
  job: SaveJob;
  attempt: HeldAttempt;
  keptTimeMs?: number;
}

/** Saves into attempts held open and within their time; those made offline mark their attempt as synced. */
async function takeOpen(repo: AttemptsRepository, saves: AnswerSavesRepository, held: readonly Held[], nowMs: number) {
  const acks = await takeAnswers(
    saves,
    held.map(({ job, attempt, keptTimeMs }) => ({ attempt, rows: job.rows, keptTimeMs })),
    nowMs,
  );
  const synced = new Set<number>();
  const outcomes = held.map(({ job, attempt }, k): SaveResult => {
    // Within the grace, but made well before it arrived: it waited offline (the teacher is told).
    const made = { nowMs, startedAtMs: Date.parse(attempt.started_at), deadlineMs: Date.parse(attempt.deadline_at) };
    const fromOffline = job.rows.some((r) => syncedFromOffline({ ...made, elapsedMs: r.elapsed_ms }));
    if (fromOffline && acks[k]!.some((a) => a.status !== 'duplicate')) synced.add(attempt.attempt_id);
    return { attempt, acks: acks[k]!, maxSeq: attempt.max_seq, lateTaken: fromOffline, markAgain: false };
  });
  for (const attemptId of synced) await repo.markOfflineSynced(attemptId, iso(nowMs), false);
  return outcomes;
}

/**
 * Answers reaching the server after the deadline plus grace: each judged by the late rule in seq
 * order (an accepted one counts for the order check of the next). Taken only while the attempt is
 * open or was submitted by the overdue job (a learner's own submit ends what they answer).
 */
async function applyLate(
  repo: AttemptsRepository,
  saves: AnswerSavesRepository,
  job: SaveJob,
  attempt: AttemptRow,
  nowMs: number,
): Promise<Outcome> {
  const seen = await repo.receivedIds(
    attempt.attempt_id,
    job.rows.map((r) => r.client_answer_id),
  );
  const acks: Ack[] = job.rows.filter((r) => seen.has(r.client_answer_id)).map((r) => duplicateAck(r.client_answer_id));
  const fresh = job.rows.filter((r) => !seen.has(r.client_answer_id)).sort((a, b) => a.seq - b.seq);
  const unchanged = { attempt, acks, maxSeq: attempt.max_seq, lateTaken: false, markAgain: false };
  if (fresh.length === 0) return unchanged;
  const submittedByLearner = attempt.submitted_at !== null && attempt.submitted_by !== 'deadline';
  if (submittedByLearner) return { closed: true, reason: null };
  let taken = 0;
  let maxSeq = attempt.max_seq;
  let firstRefusal: LateSyncRefusal | null = null;
  for (const row of fresh) {
    const around = await repo.elapsedAround(attempt.attempt_id, row.seq);
    const verdict = judgeLateSync({
      nowMs,
      startedAtMs: Date.parse(attempt.started_at),
      deadlineMs: Date.parse(attempt.deadline_at),
      startedOnline: grantFits(job.grant, attempt),
      onlineOnly: job.onlineOnly,
      resultsReleased: resultsReleased(attempt),
      elapsedMs: row.elapsed_ms,
      elapsedBefore: around.before,
      elapsedAfter: around.after,
    });
    if (!verdict.accepted) {
      firstRefusal ??= verdict.reason;
      acks.push({
        client_answer_id: row.client_answer_id,
        status: 'refused',
        reason: LATE_SYNC_REFUSALS[verdict.reason],
      });
      continue;
    }
    const [rowAcks] = await takeAnswers(saves, [{ attempt, rows: [row] }], nowMs);
    acks.push(...rowAcks!);
    if (rowAcks!.some((a) => a.status !== 'duplicate')) maxSeq = Math.max(maxSeq, row.seq);
    taken += 1;
  }
  if (taken === 0) return { closed: true, reason: firstRefusal };
  const markAgain = attempt.submitted_at !== null;
  if (maxSeq > attempt.max_seq) await repo.raiseMaxSeq(attempt.attempt_id, maxSeq, iso(nowMs));
  await repo.markOfflineSynced(attempt.attempt_id, iso(nowMs), markAgain);
  return { attempt: { ...attempt, max_seq: maxSeq }, acks, maxSeq, lateTaken: true, markAgain };
}

/**
 * A save the one-statement hold did not take: the attempt is not the learner's (gone), closed, or
 * past its deadline plus grace. Answers to a closed attempt are refused unless every one of them was
 * received before (an outbox resending what was acknowledged gets "duplicate"), or they arrive after
 * the deadline and the late rule takes them.
 */
async function applyOther(
  repo: AttemptsRepository,
  saves: AnswerSavesRepository,
  job: SaveJob,
  nowMs: number,
): Promise<Outcome> {
  const found = await repo.byId(job.attemptId);
  if (!found || found.uuid !== job.uuid || found.paper_id !== job.paperId) return { gone: true };
  const held = await repo.holdOpen(job.attemptId, iso(nowMs));
  const current = (await repo.byId(job.attemptId))!;
  const deadlineMs = Date.parse(current.deadline_at);
  if (held && acceptsAnswers(deadlineMs, nowMs)) {
    // The hold's text comparison of the deadline and the clock's disagreed by a hair: taken as open.
    await repo.raiseMaxSeq(current.attempt_id, highestSeq(job.rows), iso(nowMs));
    const attempt = { ...current, max_seq: Math.max(current.max_seq, highestSeq(job.rows)) };
    return (await takeOpen(repo, saves, [{ job, attempt }], nowMs))[0]!;
  }
  if (!acceptsAnswers(deadlineMs, nowMs)) return applyLate(repo, saves, job, current, nowMs);
  const seen = await repo.receivedIds(
    current.attempt_id,
    job.rows.map((r) => r.client_answer_id),
  );
  if (job.rows.some((r) => !seen.has(r.client_answer_id))) return { closed: true, reason: null };
  const acks = job.rows.map((r) => duplicateAck(r.client_answer_id));
  return { attempt: current, acks, maxSeq: current.max_seq, lateTaken: false, markAgain: false };
}

export function createAnswerSaves(deps: {
  attempts: AttemptsRepository;
  clock: () => number;
  /** Batches written at once: 1 on SQLite (one writer), more on PostgreSQL. */
  concurrency?: number;
}) {
  const { attempts, clock } = deps;

  async function inTransaction(jobs: readonly SaveJob[]): Promise<Outcome[]> {
    if (jobs.length === 0) return [];
    const groups = groupsOf(jobs);
    return attempts.transaction(async (repo, trx) => {
      const saves = createAnswerSavesRepository(trx);
      const outcomes = new Array<Outcome>(jobs.length);
      const nowMs = clock();
      const open: (Held & { i: number })[] = [];
      const held = await saves.holdAll(groups.map(holdOf), iso(nowMs), iso(nowMs - ANSWER_GRACE_MS));
      for (const group of groups) {
        const hold = held.get(holdKeyOf(group[0]!.job));
        if (hold) {
          const { kept_time_ms: keptTimeMs, ...attempt } = hold;
          open.push(...group.map(({ job, i }) => ({ job, attempt, keptTimeMs, i })));
        } else for (const { job, i } of group) outcomes[i] = await applyOther(repo, saves, job, nowMs);
      }
      const taken = await takeOpen(repo, saves, open, nowMs);
      open.forEach(({ i }, k) => (outcomes[i] = taken[k]!));
      return outcomes;
    });
  }

  async function runBatch(jobs: readonly SaveJob[]): Promise<Outcome[]> {
    if (jobs.length === 0) return [];
    const db = attempts.autocommit;
    if (!db) return inTransaction(jobs);
    // PostgreSQL: what one statement can take is taken in one round trip; the rest (and any attempt
    // it did not hold) goes the transaction's way. Should that fail, the write batcher runs each save
    // alone: those already taken then answer "duplicate", received before, which they were.
    const nowMs = clock();
    const outcomes: (Outcome | undefined)[] = await takenAtOnce(db, jobs, nowMs);
    const rest = jobs.flatMap((job, i) => (outcomes[i] ? [] : [{ job, i }]));
    if (rest.length > 0) {
      const more = await inTransaction(rest.map((r) => r.job));
      rest.forEach(({ i }, k) => (outcomes[i] = more[k]));
    }
    return outcomes as Outcome[];
  }

  // One writer a lane, and an attempt's saves always in the same lane: lanes commit side by side
  // (PostgreSQL) without ever waiting for each other's hold on an attempt, and a learner's saves
  // arriving together share one batch rather than queueing behind each other's locks.
  const lanes = Array.from({ length: Math.max(1, deps.concurrency ?? 1) }, () =>
    createWriteBatcher<SaveJob, Outcome>({ runBatch, runOne: async (job) => (await runBatch([job]))[0]! }),
  );

  /**
   * Saves the answers once the commit holding them is durable; ATTEMPT_CLOSED (with the late rule's
   * reason) when it takes none; NOT_FOUND when the attempt is not the learner's.
   */
  async function save(job: SaveJob): Promise<SaveResult> {
    const outcome = await lanes[job.attemptId % lanes.length]!.write(job);
    if ('gone' in outcome) throw new AppError('NOT_FOUND', { reason: 'attempts.noAttempt' });
    if ('closed' in outcome) {
      throw new AppError('ATTEMPT_CLOSED', {
        reason: outcome.reason ? `attempts.closedLate.${outcome.reason}` : 'attempts.closed',
      });
    }
    return outcome;
  }

  return { save };
}

export type AnswerSaves = ReturnType<typeof createAnswerSaves>;
