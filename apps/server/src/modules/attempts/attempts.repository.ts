import { AttemptStatus, OPEN_ATTEMPT_STATUSES } from '@esc/domain';
import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { bumpAllWithin } from '../../platform/cache/version-buckets.js';
import type { AttemptAnswersTable, AttemptsTable } from '../../db/schema-assessments.js';
import { createAttemptSetReads } from './attempt-set-reads.repository.js';
import { assignmentAttemptsVersion, attemptVersion, learnerAttemptsVersion } from './attempt-versions.js';

// Attempts, their answers and the receipt of every client-made answer id. A save is one transaction:
// the receipt decides whether the id was seen (a resend counts once), and the answer row is replaced
// only by a later (seq, answered_at) in the same statement, so two saves racing cannot let an
// earlier answer win on either engine. Every write that changes a closed attempt (its status, marks,
// results or standings) or gives a learner a new attempt moves its cache version in the same
// transaction (attempt-versions.ts); a save into an open attempt moves none, since nothing is kept
// of an attempt before its results are published.

export type AttemptRow = Selectable<AttemptsTable>;
export type AnswerRow = Selectable<AttemptAnswersTable>;
export type NewAttempt = Omit<Insertable<AttemptsTable>, 'attempt_id'>;
export type AttemptResult = Updateable<AttemptsTable>;

export interface IncomingAnswer {
  question_id: number;
  client_answer_id: string;
  seq: number;
  answered_at: number;
  response: string | null;
  time_spent_ms: number;
  is_marked: number;
  /** The attempt's own time since its start when answered; null from old clients. */
  elapsed_ms: number | null;
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;

/**
 * versions: the cache versions its writers move (none for a repository that only reads). Inside a
 * transaction each version moves once however many of its writes run (a marking's thirty answers).
 */
export function createAttemptsRepository(
  db: Db,
  versions?: Pick<CacheVersions, 'bumpWithin'>,
  movedInTransaction?: Set<string>,
) {
  /** Work in one transaction; `trx` for the repositories of the save path (answer-saves.repository.ts). */
  async function transaction<T>(work: (repo: AttemptsRepository, trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(createAttemptsRepository(trx, versions, new Set()), trx));
  }

  /**
   * PostgreSQL only (null on SQLite, where a statement is no round trip): the database outside any
   * transaction, each statement its own, for the save path's batch taken at once
   * (answer-saves-at-once.repository.ts).
   */
  const autocommit = isPostgres(db) ? db : null;

  function moved(...names: string[]): Promise<void> {
    if (!movedInTransaction) return bumpAllWithin(versions, db, names);
    const fresh = names.filter((name) => !movedInTransaction.has(name));
    for (const name of fresh) movedInTransaction.add(name);
    return bumpAllWithin(versions, db, fresh);
  }

  async function byId(attemptId: number): Promise<AttemptRow | undefined> {
    return db.selectFrom('attempts').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
  }

  async function byIds(attemptIds: readonly number[]): Promise<AttemptRow[]> {
    if (attemptIds.length === 0) return [];
    return db.selectFrom('attempts').selectAll().where('attempt_id', 'in', attemptIds).execute();
  }

  /** The learner's attempts of a paper under one assignment (0: practice), newest first. */
  async function attemptsOf(uuid: string, paperId: number, assignKey: number): Promise<AttemptRow[]> {
    return db
      .selectFrom('attempts')
      .selectAll()
      .where('uuid', '=', uuid)
      .where('paper_id', '=', paperId)
      .where('assign_key', '=', assignKey)
      .orderBy('attempt_no', 'desc')
      .execute();
  }

  /**
   * A new attempt, as stored (its id and defaults, without a read after); null when another device
   * made this attempt number first (the unique key).
   */
  async function insert(row: NewAttempt): Promise<AttemptRow | null> {
    const made = await db
      .insertInto('attempts')
      .values(row)
      .onConflict((oc) => oc.columns(['uuid', 'paper_id', 'assign_key', 'attempt_no']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (made) await moved(learnerAttemptsVersion(row.uuid));
    return made ?? null;
  }

  async function answersOf(attemptId: number): Promise<AnswerRow[]> {
    return db.selectFrom('attempt_answers').selectAll().where('attempt_id', '=', attemptId).execute();
  }

  async function answersOfAttempts(attemptIds: readonly number[]): Promise<AnswerRow[]> {
    if (attemptIds.length === 0) return [];
    return db.selectFrom('attempt_answers').selectAll().where('attempt_id', 'in', attemptIds).execute();
  }

  /** Records a marking save's client-made id; false when it was received before (a resend). */
  async function claimMarking(id: string, attemptId: number, by: string, nowIso: string): Promise<boolean> {
    const made = await db
      .insertInto('attempt_marking_receipts')
      .values({ client_marking_id: id, attempt_id: attemptId, marked_by: by, received_at: nowIso })
      .onConflict((oc) => oc.column('client_marking_id').doNothing())
      .returning('client_marking_id')
      .executeTakeFirst();
    return made !== undefined;
  }

  async function markingReceipt(id: string) {
    return db.selectFrom('attempt_marking_receipts').selectAll().where('client_marking_id', '=', id).executeTakeFirst();
  }

  async function receivedIds(attemptId: number, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('attempt_answer_receipts')
      .select('client_answer_id')
      .where('attempt_id', '=', attemptId)
      .where('client_answer_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.client_answer_id));
  }

  /**
   * The elapsed times received around a seq: the largest with a lower seq and the smallest with a
   * higher one (a late answer must fit between them). Without a seq: the largest of all (a submit).
   */
  async function elapsedAround(
    attemptId: number,
    seq: number | null,
  ): Promise<{ before: number | null; after: number | null }> {
    const base = db
      .selectFrom('attempt_answer_receipts')
      .where('attempt_id', '=', attemptId)
      .where('elapsed_ms', 'is not', null);
    const below = await (seq === null ? base : base.where('seq', '<', seq))
      .select((eb) => eb.fn.max('elapsed_ms').as('ms'))
      .executeTakeFirst();
    const above =
      seq === null
        ? undefined
        : await base
            .where('seq', '>', seq)
            .select((eb) => eb.fn.min('elapsed_ms').as('ms'))
            .executeTakeFirst();
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return { before: num(below?.ms), after: num(above?.ms) };
  }

  /**
   * Answers or a submit made offline were taken after the deadline: the attempt says when. A submitted
   * attempt is marked again (its marking is cleared in the same transaction, so a crash before the
   * new marking leaves it for the overdue job, which marks submitted attempts never marked).
   */
  async function markOfflineSynced(attemptId: number, nowIso: string, markAgain: boolean): Promise<void> {
    await db
      .updateTable('attempts')
      .set({
        offline_synced_at: nowIso,
        updated_at: nowIso,
        ...(markAgain ? { status: AttemptStatus.Submitted, evaluated_at: null } : {}),
      })
      .where('attempt_id', '=', attemptId)
      .execute();
    await moved(attemptVersion(attemptId));
  }

  /** Writes the answer when it is later than the question's current one; true when it won. */
  async function putAnswer(attemptId: number, incoming: IncomingAnswer, nowIso: string): Promise<boolean> {
    // The elapsed time is kept on the receipt (the order check reads it there), not on the answer.
    const { elapsed_ms: _elapsed, ...a } = incoming;
    const row = { attempt_id: attemptId, ...a, saved_at: nowIso };
    const won = await db
      .insertInto('attempt_answers')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['attempt_id', 'question_id'])
          .doUpdateSet({
            client_answer_id: a.client_answer_id,
            seq: a.seq,
            answered_at: a.answered_at,
            response: a.response,
            time_spent_ms: a.time_spent_ms,
            is_marked: a.is_marked,
            saved_at: nowIso,
          })
          .where((eb) =>
            eb.or([
              eb('attempt_answers.seq', '<', a.seq),
              eb.and([eb('attempt_answers.seq', '=', a.seq), eb('attempt_answers.answered_at', '<', a.answered_at)]),
            ]),
          ),
      )
      .returning('question_id')
      .executeTakeFirst();
    return won !== undefined;
  }

  /** Raises the attempt's highest seq; never lowers it (a conditional update, the same on both engines). */
  async function raiseMaxSeq(attemptId: number, seq: number, nowIso: string): Promise<void> {
    await db
      .updateTable('attempts')
      .set({ max_seq: seq, updated_at: nowIso })
      .where('attempt_id', '=', attemptId)
      .where('max_seq', '<', seq)
      .execute();
  }

  /**
   * Marks an open attempt as written to and holds it for the transaction: on PostgreSQL the row stays
   * locked until commit, so a submit (a conditional update of the same row) waits for the answers
   * being saved and its marking sees them. False when the attempt is closed.
   */
  async function holdOpen(attemptId: number, nowIso: string): Promise<boolean> {
    const res = await db
      .updateTable('attempts')
      .set({ updated_at: nowIso })
      .where('attempt_id', '=', attemptId)
      .where('status', 'in', OPEN_ATTEMPT_STATUSES)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async function setStatus(attemptId: number, status: AttemptStatus, nowIso: string): Promise<void> {
    await db.updateTable('attempts').set({ status, updated_at: nowIso }).where('attempt_id', '=', attemptId).execute();
    await moved(attemptVersion(attemptId));
  }

  /** Closes an open attempt; false when it was closed already (a repeat, or the job got there first). */
  async function close(attemptId: number, by: string, nowIso: string, offlineSynced = false): Promise<boolean> {
    const res = await db
      .updateTable('attempts')
      .set({
        status: AttemptStatus.Submitted,
        submitted_at: nowIso,
        submitted_by: by,
        updated_at: nowIso,
        ...(offlineSynced ? { offline_synced_at: nowIso } : {}),
      })
      .where('attempt_id', '=', attemptId)
      .where('status', 'in', OPEN_ATTEMPT_STATUSES)
      .executeTakeFirst();
    const closed = Number(res.numUpdatedRows) === 1;
    if (closed) await moved(attemptVersion(attemptId));
    return closed;
  }

  /**
   * An attempt the overdue job closed becomes the learner's submit, synced from offline now; not once
   * its results are out (a released result never changes). False when there was nothing to take back.
   */
  async function takeBackFromDeadline(attemptId: number, nowIso: string): Promise<boolean> {
    const res = await db
      .updateTable('attempts')
      .set({ submitted_by: 'learner', offline_synced_at: nowIso, updated_at: nowIso })
      .where('attempt_id', '=', attemptId)
      .where('submitted_by', '=', 'deadline')
      .where('results_published_at', 'is', null)
      .executeTakeFirst();
    const taken = Number(res.numUpdatedRows) === 1;
    if (taken) await moved(attemptVersion(attemptId));
    return taken;
  }

  async function saveResult(attemptId: number, result: AttemptResult): Promise<void> {
    await db.updateTable('attempts').set(result).where('attempt_id', '=', attemptId).execute();
    await moved(attemptVersion(attemptId));
  }

  /**
   * The marks of an attempt's answers: one statement per distinct mark (right, wrong, a partial
   * share, ...), not one per answer, so a submit of forty answers is a few round trips.
   */
  async function markAnswers(
    attemptId: number,
    marks: readonly { questionId: number; outcome: string; marks_awarded: number | null }[],
  ): Promise<void> {
    if (marks.length === 0) return;
    const same = new Map<string, { outcome: string; marks_awarded: number | null; questionIds: number[] }>();
    for (const m of marks) {
      const key = `${m.outcome}|${m.marks_awarded}`;
      const group = same.get(key) ?? { outcome: m.outcome, marks_awarded: m.marks_awarded, questionIds: [] };
      group.questionIds.push(m.questionId);
      same.set(key, group);
    }
    for (const { outcome, marks_awarded, questionIds } of same.values()) {
      await db
        .updateTable('attempt_answers')
        .set({ outcome, marks_awarded })
        .where('attempt_id', '=', attemptId)
        .where('question_id', 'in', questionIds)
        .execute();
    }
    await moved(attemptVersion(attemptId));
  }

  /** A teacher's mark: on the learner's answer, or a row of its own when nothing was answered (OMR). */
  async function teacherMark(
    attemptId: number,
    questionId: number,
    mark: { outcome: string; marks_awarded: number; evaluated_by: string; teacher_comment: string | null },
    nowIso: string,
  ): Promise<void> {
    await db
      .insertInto('attempt_answers')
      .values({
        attempt_id: attemptId,
        question_id: questionId,
        client_answer_id: `teacher-${questionId}`,
        seq: -1,
        answered_at: 0,
        response: null,
        saved_at: nowIso,
        ...mark,
      })
      .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doUpdateSet(mark))
      .execute();
    await moved(attemptVersion(attemptId));
  }

  async function publishAttempts(assignId: number, nowIso: string): Promise<void> {
    await db
      .updateTable('attempts')
      .set({ results_published_at: nowIso })
      .where('assign_id', '=', assignId)
      .where('status', '=', AttemptStatus.Evaluated)
      .where('results_published_at', 'is', null)
      .execute();
    await moved(assignmentAttemptsVersion(assignId));
  }

  /**
   * Standings of many attempts: one update per standing shared (a rank and percentile), not per
   * attempt, in chunks of ids the engines' parameter limits hold.
   */
  async function saveStandings(
    rows: readonly { attempt_id: number; rank: number | null; percentile: number | null; candidates: number | null }[],
    platform: boolean,
  ): Promise<void> {
    const groups = new Map<string, { set: (typeof rows)[number]; ids: number[] }>();
    for (const r of rows) {
      const key = `${r.rank}|${r.percentile}|${r.candidates}`;
      const group = groups.get(key) ?? { set: r, ids: [] };
      group.ids.push(r.attempt_id);
      groups.set(key, group);
    }
    for (const { set: r, ids } of groups.values()) {
      const set = platform
        ? { platform_rank: r.rank, platform_percentile: r.percentile, platform_candidates: r.candidates }
        : { rank: r.rank, percentile: r.percentile, candidates: r.candidates };
      for (let i = 0; i < ids.length; i += 500) {
        await db
          .updateTable('attempts')
          .set(set)
          .where('attempt_id', 'in', ids.slice(i, i + 500))
          .execute();
      }
    }
    // At most one move per bucket, however many attempts were ranked.
    await moved(...new Set(rows.map((r) => attemptVersion(r.attempt_id))));
  }

  return {
    transaction,
    autocommit,
    byId,
    byIds,
    attemptsOf,
    insert,
    answersOf,
    answersOfAttempts,
    claimMarking,
    markingReceipt,
    receivedIds,
    elapsedAround,
    markOfflineSynced,
    putAnswer,
    raiseMaxSeq,
    holdOpen,
    setStatus,
    close,
    takeBackFromDeadline,
    saveResult,
    markAnswers,
    teacherMark,
    publishAttempts,
    saveStandings,
    ...createAttemptSetReads(db),
  };
}
