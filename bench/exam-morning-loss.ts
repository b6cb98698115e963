import { AttemptStatus } from '@esc/domain';
import type { Db } from '../apps/server/src/db/database.js';

// Zero acknowledged answers lost, counted against the database after the morning.
//
// Every save the script sent is recorded (attempt, question, client write id, seq) with whether the
// server acknowledged it (a 2xx whose answer said saved, stale or duplicate for that id). The server
// keeps one answer per attempt and question: the highest seq the learner gave, whatever arrived last.
// So, per attempt and question that has an acknowledged save, take the acknowledged save with the
// highest seq (A): the stored row must be A itself (same client write id), or a save of the same
// learner to that question with a higher seq that the server received without the script seeing the
// acknowledgement (the connection dropped after the commit, or the retries ran out while the server
// had it): that later answer rightly replaced A. Anything else (no row, an older save, an id the
// learner never sent) is an acknowledged answer lost. The write id names the value exactly: the
// server stores the answer of the id it keeps, so comparing ids compares the answers. A submit the
// server acknowledged must leave its attempt submitted (or evaluated).

export interface SentSave {
  attemptId: number;
  questionId: number;
  clientAnswerId: string;
  seq: number;
  acknowledged: boolean;
}

export interface StoredAnswer {
  attempt_id: number;
  question_id: number;
  client_answer_id: string;
  seq: number;
}

export interface StoredAttempt {
  attempt_id: number;
  status: number;
  submitted_at: string | null;
}

const keyOf = (attemptId: number, questionId: number) => `${attemptId}:${questionId}`;

/** How many questions' last acknowledged answers the stored rows do not hold (see above). */
export function countLostAnswers(sent: readonly SentSave[], stored: readonly StoredAnswer[]): number {
  const lastAcked = new Map<string, SentSave>();
  const byId = new Map<string, SentSave>();
  for (const save of sent) {
    byId.set(`${save.attemptId}:${save.clientAnswerId}`, save);
    if (!save.acknowledged) continue;
    const key = keyOf(save.attemptId, save.questionId);
    const current = lastAcked.get(key);
    if (!current || save.seq > current.seq) lastAcked.set(key, save);
  }
  const rows = new Map(stored.map((row) => [keyOf(row.attempt_id, row.question_id), row]));
  let lost = 0;
  for (const [key, acked] of lastAcked) {
    const row = rows.get(key);
    if (row && row.client_answer_id === acked.clientAnswerId) continue;
    const later = row ? byId.get(`${row.attempt_id}:${row.client_answer_id}`) : undefined;
    const replacedRightly = later !== undefined && later.questionId === acked.questionId && later.seq > acked.seq;
    if (!replacedRightly) lost += 1;
  }
  return lost;
}

/** Acknowledged submits whose attempt the database does not hold as submitted or evaluated. */
export function countLostSubmits(ackedAttemptIds: readonly number[], stored: readonly StoredAttempt[]): number {
  const byId = new Map(stored.map((a) => [a.attempt_id, a]));
  return ackedAttemptIds.filter((id) => {
    const a = byId.get(id);
    return (
      !a || a.submitted_at === null || (a.status !== AttemptStatus.Submitted && a.status !== AttemptStatus.Evaluated)
    );
  }).length;
}

/** The stored answers and attempts of the morning's attempts (read only, in chunks). */
export async function readStored(db: Db, attemptIds: readonly number[]) {
  const answers: StoredAnswer[] = [];
  const attempts: StoredAttempt[] = [];
  for (let i = 0; i < attemptIds.length; i += 500) {
    const chunk = attemptIds.slice(i, i + 500);
    answers.push(
      ...(await db
        .selectFrom('attempt_answers')
        .select(['attempt_id', 'question_id', 'client_answer_id', 'seq'])
        .where('attempt_id', 'in', chunk)
        .execute()),
    );
    attempts.push(
      ...(await db
        .selectFrom('attempts')
        .select(['attempt_id', 'status', 'submitted_at'])
        .where('attempt_id', 'in', chunk)
        .execute()),
    );
  }
  return { answers, attempts };
}
