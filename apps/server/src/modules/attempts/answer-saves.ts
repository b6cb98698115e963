import type { SaveAnswersData } from '@esc/contracts';
import {
  acceptsAnswers,
  boundTimeSpent,
  judgeLateSync,
  LATE_SYNC_REFUSALS,
  syncedFromOffline,
  type LateSyncRefusal,
} from '@esc/domain';
import { createWriteBatcher } from '../../platform/db/write-batcher.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../question-bank/question-bank.module.js';
import type { AttemptRow, AttemptsRepository, IncomingAnswer } from './attempts.repository.js';

// Answer saves are the test engine's hottest write, and every acknowledged one must be durable. Saves
// that arrive together (a class answering at once) share one transaction and so one durable commit,
// as progress posts do (platform/db/write-batcher.ts); each save is still judged on its own: a closed
// attempt refuses its save without failing the others of the batch.
//
// Answers made offline may reach the server after the deadline plus grace: each is then judged by the
// late rule (packages/domain late-sync.ts) on the attempt's own elapsed time and seq, and taken or
// refused with a reason. An attempt the overdue job submitted meanwhile is marked again.

type Ack = SaveAnswersData['acknowledged'][number];

export interface SaveJob {
  attemptId: number;
  rows: readonly IncomingAnswer[];
  /** The server's attempt grant came with the save and holds: the attempt was started online. */
  startedOnline: boolean;
  /** The paper is online only: the late rule never applies. */
  onlineOnly: boolean;
}

export interface SaveResult {
  acks: Ack[];
  maxSeq: number;
  /** Some answers were taken by the late rule. */
  lateTaken: boolean;
  /** The attempt was submitted already and took late answers: it waits to be marked again. */
  markAgain: boolean;
}

type Outcome = SaveResult | { closed: true; reason: LateSyncRefusal | null };

const duplicateAck = (id: string): Ack => ({ client_answer_id: id, status: 'duplicate' });

/**
 * Whether the attempt's result is out for others to compare: an assignment's, once published. A
 * practice test's (no assignment) shows to its learner as soon as it is marked and ranks nobody, so
 * it is marked again rather than closed to what the learner made offline in time.
 */
export function resultsReleased(attempt: Pick<AttemptRow, 'assign_id' | 'results_published_at'>): boolean {
  return attempt.assign_id !== null && attempt.results_published_at !== null;
}

/** Records each answer and keeps it when it is the question's latest by seq; time spent bounded by wall time. */
async function takeAnswers(
  repo: AttemptsRepository,
  attempt: AttemptRow,
  rows: readonly IncomingAnswer[],
  nowMs: number,
) {
  const nowIso = iso(nowMs);
  const acks: Ack[] = [];
  let maxSeq = attempt.max_seq;
  // A question's time is bounded so that the questions together never exceed the attempt's wall time.
  const kept = await repo.timeSpentOf(attempt.attempt_id);
  const startedAtMs = Date.parse(attempt.started_at);
  for (const incoming of rows) {
    if (!(await repo.receive(attempt.attempt_id, incoming, nowIso))) {
      acks.push(duplicateAck(incoming.client_answer_id));
      continue;
    }
    const others = [...kept].reduce((sum, [id, ms]) => (id === incoming.question_id ? sum : sum + ms), 0);
    const timeSpentMs = boundTimeSpent({
      claimedMs: incoming.time_spent_ms,
      startedAtMs,
      nowMs,
      otherQuestionsMs: others,
    });
    const row = { ...incoming, time_spent_ms: timeSpentMs };
    const won = await repo.putAnswer(attempt.attempt_id, row, nowIso);
    if (won) kept.set(row.question_id, timeSpentMs);
    acks.push({ client_answer_id: row.client_answer_id, status: won ? 'saved' : 'stale' });
    maxSeq = Math.max(maxSeq, row.seq);
  }
  if (maxSeq > attempt.max_seq) await repo.raiseMaxSeq(attempt.attempt_id, maxSeq, nowIso);
  return { acks, maxSeq };
}

/**
 * Answers reaching the server after the deadline plus grace: each judged by the late rule in seq
 * order (an accepted one counts for the order check of the next). Taken only while the attempt is
 * open or was submitted by the overdue job (a learner's own submit ends what they answer).
 */
async function applyLate(repo: AttemptsRepository, job: SaveJob, attempt: AttemptRow, nowMs: number): Promise<Outcome> {
  const seen = await repo.receivedIds(
    attempt.attempt_id,
    job.rows.map((r) => r.client_answer_id),
  );
  const acks: Ack[] = job.rows.filter((r) => seen.has(r.client_answer_id)).map((r) => duplicateAck(r.client_answer_id));
  const fresh = job.rows.filter((r) => !seen.has(r.client_answer_id)).sort((a, b) => a.seq - b.seq);
  if (fresh.length === 0) return { acks, maxSeq: attempt.max_seq, lateTaken: false, markAgain: false };
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
      startedOnline: job.startedOnline,
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
    const result = await takeAnswers(repo, { ...attempt, max_seq: maxSeq }, [row], nowMs);
    acks.push(...result.acks);
    maxSeq = result.maxSeq;
    taken += 1;
  }
  if (taken === 0) return { closed: true, reason: firstRefusal };
  const markAgain = attempt.submitted_at !== null;
  await repo.markOfflineSynced(attempt.attempt_id, iso(nowMs), markAgain);
  return { acks, maxSeq, lateTaken: true, markAgain };
}

/**
 * One save inside the batch's transaction: answers to a closed attempt are refused unless every one
 * of them was received before (an outbox resending what was acknowledged gets "duplicate"), or they
 * arrive after the deadline and the late rule takes them.
 */
async function applySave(repo: AttemptsRepository, job: SaveJob, nowMs: number): Promise<Outcome> {
  const held = await repo.holdOpen(job.attemptId, iso(nowMs));
  const current = (await repo.byId(job.attemptId))!;
  const deadlineMs = Date.parse(current.deadline_at);
  if (held && acceptsAnswers(deadlineMs, nowMs)) {
    const taken = await takeAnswers(repo, current, job.rows, nowMs);
    // Within the grace, but made well before it arrived: it waited offline (the teacher is told).
    const startedAtMs = Date.parse(current.started_at);
    const fromOffline = job.rows.some((r) =>
      syncedFromOffline({ nowMs, startedAtMs, deadlineMs, elapsedMs: r.elapsed_ms }),
    );
    if (fromOffline && taken.acks.some((a) => a.status !== 'duplicate')) {
      await repo.markOfflineSynced(current.attempt_id, iso(nowMs), false);
    }
    return { ...taken, lateTaken: fromOffline, markAgain: false };
  }
  if (!acceptsAnswers(deadlineMs, nowMs)) return applyLate(repo, job, current, nowMs);
  const seen = await repo.receivedIds(
    current.attempt_id,
    job.rows.map((r) => r.client_answer_id),
  );
  if (job.rows.some((r) => !seen.has(r.client_answer_id))) return { closed: true, reason: null };
  return {
    acks: job.rows.map((r) => duplicateAck(r.client_answer_id)),
    maxSeq: current.max_seq,
    lateTaken: false,
    markAgain: false,
  };
}

export function createAnswerSaves(deps: {
  attempts: AttemptsRepository;
  clock: () => number;
  /** Batches written at once: 1 on SQLite (one writer), more on PostgreSQL. */
  concurrency?: number;
}) {
  const { attempts, clock } = deps;

  async function runBatch(jobs: readonly SaveJob[]): Promise<Outcome[]> {
    // Attempts' rows are locked in id order, so batches running side by side cannot deadlock.
    const order = jobs.map((job, i) => ({ job, i })).sort((a, b) => a.job.attemptId - b.job.attemptId);
    return attempts.transaction(async (repo) => {
      const outcomes = new Array<Outcome>(jobs.length);
      const nowMs = clock();
      for (const { job, i } of order) outcomes[i] = await applySave(repo, job, nowMs);
      return outcomes;
    });
  }

  const writer = createWriteBatcher<SaveJob, Outcome>({
    runBatch,
    runOne: async (job) => (await runBatch([job]))[0]!,
    concurrency: deps.concurrency ?? 1,
  });

  /** Saves the answers once the commit holding them is durable; ATTEMPT_CLOSED (with the late rule's reason) when it takes none. */
  async function save(job: SaveJob): Promise<SaveResult> {
    const outcome = await writer.write(job);
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
