import type { Db } from '../../db/database.js';
import { iso } from '../question-bank/question-bank.module.js';
import { takeAtOnce, type AtOnceHold } from './answer-saves-at-once.repository.js';
import { keyOf, type AnswerWrite } from './answer-saves.repository.js';
import type { SaveJob, SaveResult } from './answer-saves.js';
import { duplicateAck, groupsOf, holdOf, type Ack } from './answer-taking.js';
import type { IncomingAnswer } from './attempts.repository.js';

/** An attempt's answers of the batch, each client id once, or null when one question is answered twice. */
function firstsOf(group: readonly { job: SaveJob }[]): IncomingAnswer[] | null {
  const firsts = new Map<string, IncomingAnswer>();
  for (const { job } of group)
    for (const row of job.rows) if (!firsts.has(row.client_answer_id)) firsts.set(row.client_answer_id, row);
  const rows = [...firsts.values()];
  // Two answers to one question in a batch: which one is kept is judged with the kept answer, by the transaction.
  if (new Set(rows.map((r) => r.question_id)).size !== rows.length) return null;
  return rows.map((row) => ({ ...row, time_spent_ms: Math.max(0, Math.round(row.time_spent_ms)) }));
}

/**
 * PostgreSQL's save path for a batch (answer-saves.ts): every attempt the write alone can judge is
 * taken by one statement (answer-saves-at-once.repository.ts), and its saves acknowledged as the
 * transaction's path would: an id received before, or repeated in the batch, is "duplicate"; an answer
 * written is "saved"; one the kept answer is later than is "stale". Only saves before the deadline are
 * taken here, so none is judged by the late rule or marks its attempt as synced from offline. The
 * result has no outcome (undefined) for the saves it did not take: those go the transaction's way.
 */
export async function takenAtOnce(
  db: Db,
  jobs: readonly SaveJob[],
  nowMs: number,
): Promise<(SaveResult | undefined)[]> {
  const outcomes = new Array<SaveResult | undefined>(jobs.length);
  const holds: AtOnceHold[] = [];
  const writes: AnswerWrite[] = [];
  const groups: { attemptId: number; group: { job: SaveJob; i: number }[] }[] = [];
  const savesOfAttempt = new Map<number, number>();
  for (const { attemptId } of jobs) savesOfAttempt.set(attemptId, (savesOfAttempt.get(attemptId) ?? 0) + 1);
  for (const group of groupsOf(jobs)) {
    // An attempt named with two learners or papers (one of them not its own) is left to the
    // transaction, which holds each save by all three: here answers join the hold by attempt alone.
    if (group.length !== savesOfAttempt.get(group[0]!.job.attemptId)) continue;
    const rows = firstsOf(group);
    if (!rows) continue;
    const hold = holdOf(group);
    const { attemptId } = hold;
    holds.push({ ...hold, claimedMs: rows.reduce((sum, r) => sum + r.time_spent_ms, 0) });
    writes.push(...rows.map((row) => ({ attemptId, row })));
    groups.push({ attemptId, group });
  }
  if (holds.length === 0) return outcomes;
  const taken = await takeAtOnce(db, holds, writes, { ms: nowMs, iso: iso(nowMs) });
  for (const { attemptId, group } of groups) {
    const attempt = taken.held.get(attemptId);
    if (!attempt) continue;
    const acknowledged = new Set<string>();
    for (const { job, i } of group) {
      const acks = job.rows.map((row): Ack => {
        const id = keyOf(attemptId, row.client_answer_id);
        if (!taken.fresh.has(id) || acknowledged.has(id)) return duplicateAck(row.client_answer_id);
        acknowledged.add(id);
        const saved = taken.written.has(keyOf(attemptId, row.question_id));
        return { client_answer_id: row.client_answer_id, status: saved ? 'saved' : 'stale' };
      });
      outcomes[i] = { attempt, acks, maxSeq: attempt.max_seq, lateTaken: false, markAgain: false };
    }
  }
  return outcomes;
}
