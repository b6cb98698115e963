import type { SaveAnswersData } from '@esc/contracts';
import { acceptsAnswers, boundTimeSpent } from '@esc/domain';
import { createWriteBatcher } from '../../platform/db/write-batcher.js';
import { AppError } from '../../platform/errors/app-error.js';
import { iso } from '../question-bank/question-bank.module.js';
import type { AttemptsRepository, IncomingAnswer } from './attempts.repository.js';

// Answer saves are the test engine's hottest write, and every acknowledged one must be durable. Saves
// that arrive together (a class answering at once) share one transaction and so one durable commit,
// as progress posts do (platform/db/write-batcher.ts); each save is still judged on its own: a closed
// attempt refuses its save without failing the others of the batch.

type Ack = SaveAnswersData['acknowledged'][number];

export interface SaveJob {
  attemptId: number;
  rows: readonly IncomingAnswer[];
}

export interface SaveResult {
  acks: Ack[];
  maxSeq: number;
}

type Outcome = SaveResult | { closed: true };

/**
 * One save inside the batch's transaction: answers to a closed attempt are refused unless every one
 * of them was received before (an outbox resending what was acknowledged gets "duplicate").
 */
async function applySave(repo: AttemptsRepository, job: SaveJob, nowMs: number): Promise<Outcome> {
  const nowIso = iso(nowMs);
  const held = await repo.holdOpen(job.attemptId, nowIso);
  const current = (await repo.byId(job.attemptId))!;
  if (!held || !acceptsAnswers(Date.parse(current.deadline_at), nowMs)) {
    const seen = await repo.receivedIds(
      current.attempt_id,
      job.rows.map((r) => r.client_answer_id),
    );
    if (job.rows.some((r) => !seen.has(r.client_answer_id))) return { closed: true };
    return {
      acks: job.rows.map((r) => ({ client_answer_id: r.client_answer_id, status: 'duplicate' as const })),
      maxSeq: current.max_seq,
    };
  }
  const acks: Ack[] = [];
  let maxSeq = current.max_seq;
  // A question's time is bounded so that the questions together never exceed the attempt's wall time.
  const kept = await repo.timeSpentOf(current.attempt_id);
  const startedAtMs = Date.parse(current.started_at);
  for (const incoming of job.rows) {
    if (!(await repo.receive(current.attempt_id, incoming, nowIso))) {
      acks.push({ client_answer_id: incoming.client_answer_id, status: 'duplicate' });
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
    const won = await repo.putAnswer(current.attempt_id, row, nowIso);
    if (won) kept.set(row.question_id, timeSpentMs);
    acks.push({ client_answer_id: row.client_answer_id, status: won ? 'saved' : 'stale' });
    maxSeq = Math.max(maxSeq, row.seq);
  }
  if (maxSeq > current.max_seq) await repo.raiseMaxSeq(current.attempt_id, maxSeq, nowIso);
  return { acks, maxSeq };
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

  /** Saves the answers once the commit holding them is durable; ATTEMPT_CLOSED when it takes none. */
  async function save(job: SaveJob): Promise<SaveResult> {
    const outcome = await writer.write(job);
    if ('closed' in outcome) {
      throw new AppError('ATTEMPT_CLOSED', 'This attempt takes no more answers: its time is over or it was submitted.');
    }
    return outcome;
  }

  return { save };
}

export type AnswerSaves = ReturnType<typeof createAnswerSaves>;
