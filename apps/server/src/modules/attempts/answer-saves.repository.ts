import { OPEN_ATTEMPT_STATUSES } from '@esc/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AttemptRow, IncomingAnswer } from './attempts.repository.js';

// The statements of a group-committed answer save (answer-saves.ts), made so that a batch costs a
// few statements whatever its size: one update of its attempts (the hold, the check that each takes
// answers and the raised seq together), one insert of the receipts, one read of the kept answers and
// one insert of the answers. On PostgreSQL each statement is a round trip inside the open
// transaction, and the attempts' rows are held until the commit.

/** The kept answer of a question: what a later save is compared with and bounded by. */
export interface KeptAnswer {
  seq: number;
  answered_at: number;
  time_spent_ms: number;
}

export interface AnswerWrite {
  attemptId: number;
  row: IncomingAnswer;
}

// Rows a statement carries, well under SQLite's and PostgreSQL's limits on bound values.
const RECEIPTS_A_STATEMENT = 400;
const ANSWERS_A_STATEMENT = 250;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export const keyOf = (attemptId: number, id: string | number) => `${attemptId}|${id}`;

/** What a batch holds of an attempt for its saves: the attempt as the learner named it, and the highest seq. */
export interface AttemptHold {
  attemptId: number;
  uuid: string;
  paperId: number;
  seq: number;
}

/** What a save reads of the attempts it holds: whose they are, their time, and the highest seq kept. */
export type HeldAttempt = Pick<
  AttemptRow,
  'attempt_id' | 'uuid' | 'paper_id' | 'started_at' | 'deadline_at' | 'max_seq'
>;

/** The key of an attempt as a save names it (attempt, learner, paper): a hold is found by it. */
export const holdKeyOf = (a: { attemptId: number; uuid: string; paperId: number }) =>
  `${a.attemptId}|${a.uuid}|${a.paperId}`;

export type AnswerSavesRepository = ReturnType<typeof createAnswerSavesRepository>;

export function createAnswerSavesRepository(db: Db) {
  /**
   * Holds the learners' attempts a batch saves into while they take answers (open, the deadline plus
   * grace not passed: `graceIso` is now less the grace), raising each one's highest seq to its hold's
   * in the same statement, with the time kept over its questions. The rows stay locked until commit
   * on PostgreSQL, so a submit waits for the answers being saved. The held rows by holdKeyOf: an
   * attempt is held only as its own learner and paper name it, so a hold naming it with another
   * learner's uuid finds nothing (and raises nothing). Attempts of different write lanes are never in
   * one batch, so the order the rows are locked in cannot deadlock.
   */
  async function holdAll(
    holds: readonly AttemptHold[],
    nowIso: string,
    graceIso: string,
  ): Promise<Map<string, HeldAttempt & { kept_time_ms: number }>> {
    if (holds.length === 0) return new Map();
    // Typed casts: PostgreSQL takes a VALUES list's parameters as text otherwise.
    const values = sql.join(
      holds.map(
        (h) =>
          sql`(cast(${h.attemptId} as integer), cast(${h.uuid} as text), cast(${h.paperId} as integer), cast(${h.seq} as integer))`,
      ),
    );
    const statuses = sql.join(OPEN_ATTEMPT_STATUSES.map((status) => sql`${status}`));
    // Only the columns a save reads: returning the whole row (34 columns) made the statement about
    // half as slow again on SQLite (a batch of nine: 350-400 µs against 200-265). Unqualified, as
    // SQLite wants: the hold's columns have names of their own.
    const { rows } = await sql<HeldAttempt & { kept_time_ms: number | string | null }>`
      with hold (hold_attempt_id, hold_uuid, hold_paper_id, hold_seq) as (values ${values})
      update attempts
      set updated_at = ${nowIso},
        max_seq = case when attempts.max_seq < hold.hold_seq then hold.hold_seq else attempts.max_seq end
      from hold
      where attempts.attempt_id = hold.hold_attempt_id and attempts.uuid = hold.hold_uuid
        and attempts.paper_id = hold.hold_paper_id and attempts.status in (${statuses})
        and attempts.deadline_at >= ${graceIso}
      returning attempt_id, uuid, paper_id, started_at, deadline_at, max_seq, (
        select sum(attempt_answers.time_spent_ms) from attempt_answers
        where attempt_answers.attempt_id = attempts.attempt_id
      ) as kept_time_ms`.execute(db);
    const held = new Map<string, HeldAttempt & { kept_time_ms: number }>();
    for (const attempt of rows) {
      const key = holdKeyOf({
        attemptId: Number(attempt.attempt_id),
        uuid: attempt.uuid,
        paperId: Number(attempt.paper_id),
      });
      held.set(key, { ...attempt, kept_time_ms: Number(attempt.kept_time_ms ?? 0) });
    }
    return held;
  }

  /** Records the ids (one row each, ids unique per attempt); the keys (keyOf) of those not received before. */
  async function receiveAll(writes: readonly AnswerWrite[], nowIso: string): Promise<Set<string>> {
    const fresh = new Set<string>();
    for (const part of chunks(writes, RECEIPTS_A_STATEMENT)) {
      const made = await db
        .insertInto('attempt_answer_receipts')
        .values(
          part.map(({ attemptId, row }) => ({
            attempt_id: attemptId,
            client_answer_id: row.client_answer_id,
            question_id: row.question_id,
            received_at: nowIso,
            seq: row.seq,
            elapsed_ms: row.elapsed_ms,
          })),
        )
        .onConflict((oc) => oc.columns(['attempt_id', 'client_answer_id']).doNothing())
        .returning(['attempt_id', 'client_answer_id'])
        .execute();
      for (const r of made) fresh.add(keyOf(r.attempt_id, r.client_answer_id));
    }
    return fresh;
  }

  /** The kept answer of every answered question of these attempts. */
  async function keptAnswers(attemptIds: readonly number[]): Promise<Map<number, Map<number, KeptAnswer>>> {
    const kept = new Map<number, Map<number, KeptAnswer>>(attemptIds.map((id) => [id, new Map()]));
    if (attemptIds.length === 0) return kept;
    const rows = await db
      .selectFrom('attempt_answers')
      .select(['attempt_id', 'question_id', 'seq', 'answered_at', 'time_spent_ms'])
      .where('attempt_id', 'in', attemptIds)
      .execute();
    for (const r of rows) {
      kept.get(r.attempt_id)?.set(r.question_id, {
        seq: Number(r.seq),
        answered_at: Number(r.answered_at),
        time_spent_ms: Number(r.time_spent_ms),
      });
    }
    return kept;
  }

  /**
   * Writes each answer (one per question) where it is later, by (seq, answered_at), than the kept
   * one; the keys (keyOf attempt and question) written. The condition repeats in the statement what
   * the caller judged, so no earlier answer can win whoever else wrote the row.
   */
  async function putAnswers(writes: readonly AnswerWrite[], nowIso: string): Promise<Set<string>> {
    const written = new Set<string>();
    for (const part of chunks(writes, ANSWERS_A_STATEMENT)) {
      const made = await db
        .insertInto('attempt_answers')
        .values(
          part.map(({ attemptId, row: { elapsed_ms: _elapsed, ...a } }) => ({
            attempt_id: attemptId,
            ...a,
            saved_at: nowIso,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['attempt_id', 'question_id'])
            .doUpdateSet({
              client_answer_id: sql.ref('excluded.client_answer_id'),
              seq: sql.ref('excluded.seq'),
              answered_at: sql.ref('excluded.answered_at'),
              response: sql.ref('excluded.response'),
              time_spent_ms: sql.ref('excluded.time_spent_ms'),
              is_marked: sql.ref('excluded.is_marked'),
              saved_at: sql.ref('excluded.saved_at'),
            })
            .where((eb) =>
              eb.or([
                eb('attempt_answers.seq', '<', eb.ref('excluded.seq')),
                eb.and([
                  eb('attempt_answers.seq', '=', eb.ref('excluded.seq')),
                  eb('attempt_answers.answered_at', '<', eb.ref('excluded.answered_at')),
                ]),
              ]),
            ),
        )
        .returning(['attempt_id', 'question_id'])
        .execute();
      for (const r of made) written.add(keyOf(r.attempt_id, r.question_id));
    }
    return written;
  }

  return { holdAll, receiveAll, keptAnswers, putAnswers };
}
