import { AttemptStatus, OPEN_ATTEMPT_STATUSES, SUBMITTED_ATTEMPT_STATUSES } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AttemptRow } from './attempts.repository.js';

/**
 * Reads of attempts by the set (an assignment's, a paper's, a learner's, the overdue ones): what the
 * sweeps, the standings, the reports and other modules ask of many attempts at once. Part of the
 * attempts repository (attempts.repository.ts), which owns the tables; none of them writes.
 */
export function createAttemptSetReads(db: Db) {
  /** Open attempts whose deadline (plus grace) is before `beforeIso`, and submitted ones never evaluated. */
  async function overdue(beforeIso: string, limit: number): Promise<AttemptRow[]> {
    return db
      .selectFrom('attempts')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', OPEN_ATTEMPT_STATUSES), eb('deadline_at', '<', beforeIso)]),
          eb.and([eb('status', '=', AttemptStatus.Submitted), eb('evaluated_at', 'is', null)]),
        ]),
      )
      .orderBy('deadline_at')
      .limit(limit)
      .execute();
  }

  async function ofAssignments(assignIds: readonly number[]): Promise<AttemptRow[]> {
    if (assignIds.length === 0) return [];
    return db.selectFrom('attempts').selectAll().where('assign_id', 'in', assignIds).execute();
  }

  async function ofPapers(paperIds: readonly number[]): Promise<AttemptRow[]> {
    if (paperIds.length === 0) return [];
    return db
      .selectFrom('attempts')
      .selectAll()
      .where('paper_id', 'in', paperIds)
      .where('status', 'in', SUBMITTED_ATTEMPT_STATUSES)
      .execute();
  }

  /** A learner's attempts of any assignment (of these papers, when named), newest number last. */
  const ofLearner = (uuid: string, paperIds?: readonly number[]): Promise<AttemptRow[]> => ofLearners([uuid], paperIds);

  /** Several learners' attempts (of these papers, when named), newest number last. */
  async function ofLearners(uuids: readonly string[], paperIds?: readonly number[]): Promise<AttemptRow[]> {
    if (uuids.length === 0 || (paperIds && paperIds.length === 0)) return [];
    let q = db.selectFrom('attempts').selectAll().where('uuid', 'in', uuids);
    if (paperIds) q = q.where('paper_id', 'in', paperIds);
    return q.orderBy('attempt_no').orderBy('attempt_id').execute();
  }

  /** Papers among these that somebody has started (then only drops and settings change). */
  async function attemptedPaperIds(paperIds: readonly number[]): Promise<Set<number>> {
    if (paperIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('attempts')
      .select('paper_id')
      .distinct()
      .where('paper_id', 'in', paperIds)
      .execute();
    return new Set(rows.map((r) => r.paper_id));
  }

  /** Assignments with an attempt still taking answers: open, its deadline after `graceIso`. */
  async function assignmentsTakingAnswers(graceIso: string): Promise<number[]> {
    const rows = await db
      .selectFrom('attempts')
      .select('assign_id')
      .distinct()
      .where('status', 'in', OPEN_ATTEMPT_STATUSES)
      .where('deadline_at', '>', graceIso)
      .where('assign_id', 'is not', null)
      .execute();
    return rows.flatMap((r) => (r.assign_id === null ? [] : [r.assign_id]));
  }

  /** How each question of a learner's evaluated, published answers went (weak topics read them). */
  async function publishedOutcomes(uuid: string) {
    return db
      .selectFrom('attempt_answers as aa')
      .innerJoin('attempts as t', 't.attempt_id', 'aa.attempt_id')
      .select(['aa.question_id', 'aa.outcome', 'aa.marks_awarded'])
      .where('t.uuid', '=', uuid)
      .where('t.results_published_at', 'is not', null)
      .where('aa.outcome', 'is not', null)
      .execute();
  }

  return {
    overdue,
    ofAssignments,
    ofPapers,
    ofLearner,
    ofLearners,
    attemptedPaperIds,
    assignmentsTakingAnswers,
    publishedOutcomes,
  };
}
