import type { SaveAnswersData } from '@esc/contracts';
import { boundTimeSpent } from '@esc/domain';
import { iso } from '../question-bank/question-bank.module.js';
import {
  holdKeyOf,
  keyOf,
  type AnswerSavesRepository,
  type AnswerWrite,
  type AttemptHold,
  type HeldAttempt,
  type KeptAnswer,
} from './answer-saves.repository.js';
import type { IncomingAnswer } from './attempts.repository.js';

export type Ack = SaveAnswersData['acknowledged'][number];

/** The answers of one save into an attempt held open for the transaction. */
export interface Taking {
  attempt: HeldAttempt;
  rows: readonly IncomingAnswer[];
  /** The time kept over the attempt's questions, as its hold read it (undefined: not read). */
  keptTimeMs?: number;
}

/** The ack of an answer id received before (or earlier in the same batch). */
export const duplicateAck = (id: string): Ack => ({ client_answer_id: id, status: 'duplicate' });

const later = (a: { seq: number; answered_at: number }, than: KeptAnswer | undefined) =>
  than === undefined || than.seq < a.seq || (than.seq === a.seq && than.answered_at < a.answered_at);

/**
 * Whether the kept answers need not be read: every question is answered once among the fresh rows of
 * its attempt (the write's own condition then judges each against the kept answer, as if alone),
 * and the time claimed fits beside all the time kept (the bound cannot bite).
 */
function judgedByTheWrite(
  takings: readonly Taking[],
  firsts: Iterable<AnswerWrite>,
  fresh: Set<string>,
  nowMs: number,
) {
  const questions = new Set<string>();
  const claimed = new Map<number, number>();
  for (const { attemptId, row } of firsts) {
    if (!fresh.has(keyOf(attemptId, row.client_answer_id))) continue;
    const question = keyOf(attemptId, row.question_id);
    if (questions.has(question)) return false;
    questions.add(question);
    claimed.set(attemptId, (claimed.get(attemptId) ?? 0) + Math.max(0, Math.round(row.time_spent_ms)));
  }
  return takings.every(
    ({ attempt, keptTimeMs }) =>
      keptTimeMs !== undefined &&
      keptTimeMs + (claimed.get(attempt.attempt_id) ?? 0) <= nowMs - Date.parse(attempt.started_at),
  );
}

/**
 * Takes the answers of held attempts, judged as if each save ran alone, in order: an id counts once
 * (its receipt), a question keeps its latest answer by (seq, answered_at), and a question's time is
 * bounded so that the questions together never exceed the attempt's wall time. The judging happens
 * here between one insert of the receipts, one read of the kept answers (skipped when the write alone
 * judges as well) and one write of each question's winner, so a batch costs two or three statements,
 * not three a save. Acks per taking, in order.
 */
export async function takeAnswers(
  saves: AnswerSavesRepository,
  takings: readonly Taking[],
  nowMs: number,
): Promise<Ack[][]> {
  const nowIso = iso(nowMs);
  // The first of an id in the batch is the one its receipt names; a repeat of it later is a duplicate.
  const firsts = new Map<string, AnswerWrite>();
  for (const { attempt, rows } of takings) {
    for (const row of rows) {
      const key = keyOf(attempt.attempt_id, row.client_answer_id);
      if (!firsts.has(key)) firsts.set(key, { attemptId: attempt.attempt_id, row });
    }
  }
  const fresh = await saves.receiveAll([...firsts.values()], nowIso);
  const attemptIds = [...new Set(takings.map((t) => t.attempt.attempt_id))];
  const kept = judgedByTheWrite(takings, firsts.values(), fresh, nowMs)
    ? new Map(attemptIds.map((id) => [id, new Map<number, KeptAnswer>()]))
    : await saves.keptAnswers(attemptIds);
  const winners = new Map<string, { write: AnswerWrite; acks: Ack[] }>();
  const acks = takings.map(({ attempt, rows }) => {
    const mine = kept.get(attempt.attempt_id)!;
    const startedAtMs = Date.parse(attempt.started_at);
    return rows.map((row): Ack => {
      if (!fresh.delete(keyOf(attempt.attempt_id, row.client_answer_id))) {
        return duplicateAck(row.client_answer_id);
      }
      if (!later(row, mine.get(row.question_id))) return { client_answer_id: row.client_answer_id, status: 'stale' };
      let others = 0;
      for (const [questionId, answer] of mine) if (questionId !== row.question_id) others += answer.time_spent_ms;
      const timeSpentMs = boundTimeSpent({
        claimedMs: row.time_spent_ms,
        startedAtMs,
        nowMs,
        otherQuestionsMs: others,
      });
      mine.set(row.question_id, { seq: row.seq, answered_at: row.answered_at, time_spent_ms: timeSpentMs });
      const ack: Ack = { client_answer_id: row.client_answer_id, status: 'saved' };
      const key = keyOf(attempt.attempt_id, row.question_id);
      const write = { attemptId: attempt.attempt_id, row: { ...row, time_spent_ms: timeSpentMs } };
      winners.set(key, { write, acks: [...(winners.get(key)?.acks ?? []), ack] });
      return ack;
    });
  });
  const written = await saves.putAnswers(
    [...winners.values()].map((w) => w.write),
    nowIso,
  );
  // The write compares with the kept answer as well: where that is later (the read was skipped, or it
  // reached the row another way), none of the batch's answers to the question is the kept one.
  for (const [key, w] of winners) if (!written.has(key)) for (const ack of w.acks) ack.status = 'stale';
  return acks;
}

/** The highest seq among a save's answers (-1: none). */
export const highestSeq = (rows: readonly IncomingAnswer[]) => rows.reduce((max, r) => Math.max(max, r.seq), -1);

/** The hold of one group of groupsOf: its attempt as named, and the highest seq of its saves. */
export function holdOf(
  group: readonly { job: { attemptId: number; uuid: string; paperId: number; rows: readonly IncomingAnswer[] } }[],
): AttemptHold {
  const { attemptId, uuid, paperId } = group[0]!.job;
  return { attemptId, uuid, paperId, seq: Math.max(...group.map((g) => highestSeq(g.job.rows))) };
}

/** The batch's saves by attempt (and learner and paper), attempts in id order, each group's saves in arrival order. */
export function groupsOf<J extends { attemptId: number; uuid: string; paperId: number }>(jobs: readonly J[]) {
  const groups = new Map<string, { job: J; i: number }[]>();
  const order = jobs.map((job, i) => ({ job, i })).sort((a, b) => a.job.attemptId - b.job.attemptId);
  for (const entry of order) {
    const key = holdKeyOf(entry.job);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()];
}
