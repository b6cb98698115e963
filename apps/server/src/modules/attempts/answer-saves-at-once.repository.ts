import { OPEN_ATTEMPT_STATUSES } from '@esc/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { keyOf, type AnswerWrite, type AttemptHold } from './answer-saves.repository.js';
import type { AttemptRow } from './attempts.repository.js';

/** One attempt a batch saves into, as the learner's save named it, with the time its answers claim. */
export interface AtOnceHold extends AttemptHold {
  /** The time its answers claim together (each rounded, never below 0). */
  claimedMs: number;
}

export interface AtOnceTaken {
  /** The attempts held, as the statement left them (their highest seq raised), by id. */
  held: Map<number, AttemptRow>;
  /** keyOf(attempt, client answer id) of the answers received for the first time. */
  fresh: Set<string>;
  /** keyOf(attempt, question) of the answers written (later than the kept one). */
  written: Set<string>;
}

/**
 * PostgreSQL only: a batch of saves as one statement, so one round trip and one commit instead of
 * five round trips (begin, hold, receipts, answers, commit). It holds only what the write alone can
 * judge, as the transaction's path does when it skips reading the kept answers (answer-taking.ts):
 * attempts open and before their deadline whose kept time plus the time claimed fits in the time
 * since their start. Each answer's receipt is recorded once (a repeat of an id is not fresh), and an
 * answer is written where it is later, by (seq, answered_at), than the kept one. An attempt it does
 * not hold is not touched at all: the transaction's path takes it (closed, late, not the learner's,
 * or a bound that could bite). `writes` holds each client id of an attempt once, and each question of
 * an attempt once (the caller's check), with its time already rounded.
 */
export async function takeAtOnce(
  db: Db,
  holds: readonly AtOnceHold[],
  writes: readonly AnswerWrite[],
  now: { ms: number; iso: string },
): Promise<AtOnceTaken> {
  const w = (pick: (r: AnswerWrite) => unknown) => writes.map(pick);
  const { rows } = await sql<{ held: AttemptRow[]; fresh: [number, string][]; written: [number, number][] }>`
    /* prepared: answer-saves-at-once */
    with want as (
      select * from unnest(
        ${holds.map((h) => h.attemptId)}::int[], ${holds.map((h) => h.uuid)}::text[],
        ${holds.map((h) => h.paperId)}::int[], ${holds.map((h) => h.seq)}::int[],
        ${holds.map((h) => h.claimedMs)}::bigint[]
      ) as w(attempt_id, uuid, paper_id, seq, claimed_ms)
    ),
    hold as (
      update attempts a set updated_at = ${now.iso}, max_seq = greatest(a.max_seq, w.seq)
      from want w
      where a.attempt_id = w.attempt_id and a.uuid = w.uuid and a.paper_id = w.paper_id
        and a.status = any(${[...OPEN_ATTEMPT_STATUSES]}::int[]) and a.deadline_at >= ${now.iso}
        and coalesce((select sum(x.time_spent_ms) from attempt_answers x where x.attempt_id = a.attempt_id), 0)
          + w.claimed_ms <= ${now.ms}::bigint - extract(epoch from a.started_at::timestamptz) * 1000
      returning a.*
    ),
    incoming as (
      select * from unnest(
        ${w((r) => r.attemptId)}::int[], ${w((r) => r.row.client_answer_id)}::text[],
        ${w((r) => r.row.question_id)}::int[], ${w((r) => r.row.seq)}::int[],
        ${w((r) => r.row.elapsed_ms)}::int[], ${w((r) => r.row.answered_at)}::float8[],
        ${w((r) => r.row.response)}::text[], ${w((r) => r.row.time_spent_ms)}::int[],
        ${w((r) => r.row.is_marked)}::int[]
      ) as i(attempt_id, client_answer_id, question_id, seq, elapsed_ms, answered_at, response, time_spent_ms, is_marked)
    ),
    receipt as (
      insert into attempt_answer_receipts (attempt_id, client_answer_id, question_id, received_at, seq, elapsed_ms)
      select i.attempt_id, i.client_answer_id, i.question_id, ${now.iso}, i.seq, i.elapsed_ms
      from incoming i where i.attempt_id in (select attempt_id from hold)
      on conflict (attempt_id, client_answer_id) do nothing
      returning attempt_id, client_answer_id
    ),
    answer as (
      insert into attempt_answers
        (attempt_id, question_id, client_answer_id, seq, answered_at, response, time_spent_ms, is_marked, saved_at)
      select i.attempt_id, i.question_id, i.client_answer_id, i.seq, i.answered_at, i.response, i.time_spent_ms,
        i.is_marked, ${now.iso}
      from incoming i join receipt r on r.attempt_id = i.attempt_id and r.client_answer_id = i.client_answer_id
      on conflict (attempt_id, question_id) do update set
        client_answer_id = excluded.client_answer_id, seq = excluded.seq, answered_at = excluded.answered_at,
        response = excluded.response, time_spent_ms = excluded.time_spent_ms, is_marked = excluded.is_marked,
        saved_at = excluded.saved_at
      where attempt_answers.seq < excluded.seq
        or (attempt_answers.seq = excluded.seq and attempt_answers.answered_at < excluded.answered_at)
      returning attempt_id, question_id
    )
    select
      (select coalesce(json_agg(h), '[]') from hold h) as held,
      (select coalesce(json_agg(json_build_array(r.attempt_id, r.client_answer_id)), '[]') from receipt r) as fresh,
      (select coalesce(json_agg(json_build_array(a.attempt_id, a.question_id)), '[]') from answer a) as written
  `.execute(db);
  const [result] = rows;
  return {
    held: new Map((result?.held ?? []).map((row) => [row.attempt_id, row])),
    fresh: new Set((result?.fresh ?? []).map(([attemptId, id]) => keyOf(attemptId, id))),
    written: new Set((result?.written ?? []).map(([attemptId, questionId]) => keyOf(attemptId, questionId))),
  };
}
