import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { bumpAllWithin } from '../../platform/cache/version-buckets.js';
import type {
  OlympiadEnrollmentsTable,
  PaperAssignmentsTable,
  PaperQuestionsTable,
  PaperSectionsTable,
} from '../../db/schema-assessments.js';
import type { PapersTable } from '../../db/schema.js';
import { assignmentVersion, paperVersion } from './paper-versions.js';

// What the attempt side reads of papers and assignments: a paper with its sections and weighed
// questions, an assignment with its sections, a learner's extra time and Olympiad slot. Drops (the
// one write here) move the paper's revision with them; a drop and publishing move the paper's or
// the assignment's cache version in the same transaction (paper-versions.ts).

export type PaperRow = Selectable<PapersTable>;
export type PaperSectionRow = Selectable<PaperSectionsTable>;
export type PaperQuestionRow = Selectable<PaperQuestionsTable>;
export type AssignmentRow = Selectable<PaperAssignmentsTable>;
export type EnrollmentRow = Selectable<OlympiadEnrollmentsTable>;

export type AttemptPapersRepository = ReturnType<typeof createAttemptPapersRepository>;

export function createAttemptPapersRepository(db: Db, versions?: Pick<CacheVersions, 'bumpWithin'>) {
  async function paper(paperId: number): Promise<PaperRow | undefined> {
    return db
      .selectFrom('papers')
      .selectAll()
      .where('paper_id', '=', paperId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async function papersByIds(ids: readonly number[]): Promise<PaperRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('papers').selectAll().where('paper_id', 'in', ids).execute();
  }

  async function sectionsOf(paperId: number): Promise<PaperSectionRow[]> {
    return db
      .selectFrom('paper_sections')
      .selectAll()
      .where('paper_id', '=', paperId)
      .orderBy('section_order')
      .orderBy('paper_section_id')
      .execute();
  }

  async function questionsOf(paperId: number): Promise<PaperQuestionRow[]> {
    return db
      .selectFrom('paper_questions')
      .selectAll()
      .where('paper_id', '=', paperId)
      .orderBy('question_order')
      .orderBy('question_id')
      .execute();
  }

  /** Papers holding any of the questions (a key change re-evaluates their attempts). */
  async function papersHolding(questionIds: readonly number[]): Promise<number[]> {
    if (questionIds.length === 0) return [];
    const rows = await db
      .selectFrom('paper_questions')
      .select('paper_id')
      .distinct()
      .where('question_id', 'in', questionIds)
      .execute();
    return rows.map((r) => r.paper_id);
  }

  async function setDropped(paperId: number, questionId: number, dropped: boolean, nowIso: string): Promise<boolean> {
    const res = await db
      .updateTable('paper_questions')
      .set({ is_dropped: dropped ? 1 : 0 })
      .where('paper_id', '=', paperId)
      .where('question_id', '=', questionId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await db
      .updateTable('papers')
      .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: nowIso }))
      .where('paper_id', '=', paperId)
      .execute();
    await bumpAllWithin(versions, db, [paperVersion(paperId)]);
    return true;
  }

  async function assignment(assignId: number): Promise<AssignmentRow | undefined> {
    return db.selectFrom('paper_assignments').selectAll().where('assign_id', '=', assignId).executeTakeFirst();
  }

  async function assignmentsByIds(ids: readonly number[]): Promise<AssignmentRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('paper_assignments').selectAll().where('assign_id', 'in', ids).execute();
  }

  /** Section ids an assignment reaches, by assignment. */
  async function sectionsOfAssignments(assignIds: readonly number[]) {
    if (assignIds.length === 0) return [];
    return db
      .selectFrom('paper_assignment_sections')
      .select(['section_assign_id', 'assign_id', 'section_id'])
      .where('assign_id', 'in', assignIds)
      .orderBy('section_assign_id')
      .execute();
  }

  /** Assignments of these schools (staff lists), newest window first; optional filters. */
  async function assignmentsOfSchools(
    schoolIds: readonly number[],
    filter: { paperId?: number | null; sectionIds?: readonly number[] | null; assignedBy?: string | null },
  ): Promise<AssignmentRow[]> {
    if (schoolIds.length === 0) return [];
    let q = db.selectFrom('paper_assignments as a').selectAll('a').where('a.school_id', 'in', schoolIds);
    if (filter.paperId) q = q.where('a.paper_id', '=', filter.paperId);
    const sections = filter.sectionIds;
    const by = filter.assignedBy;
    if (sections || by) {
      q = q.where((eb) =>
        eb.or([
          ...(by ? [eb('a.assigned_by', '=', by)] : []),
          ...(sections && sections.length > 0
            ? [
                eb.exists(
                  eb
                    .selectFrom('paper_assignment_sections as s')
                    .select('s.assign_id')
                    .whereRef('s.assign_id', '=', 'a.assign_id')
                    .where('s.section_id', 'in', sections),
                ),
              ]
            : []),
        ]),
      );
    }
    return q.orderBy('a.paper_start_time', 'desc').orderBy('a.assign_id', 'desc').execute();
  }

  async function extraMinutes(assignId: number, uuid: string): Promise<number> {
    const row = await db
      .selectFrom('paper_extensions')
      .select('extra_minutes')
      .where('assign_id', '=', assignId)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return row?.extra_minutes ?? 0;
  }

  async function extensionsOf(assignId: number): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('paper_extensions')
      .select(['uuid', 'extra_minutes'])
      .where('assign_id', '=', assignId)
      .execute();
    return new Map(rows.map((r) => [r.uuid, r.extra_minutes]));
  }

  async function enrollment(assignId: number, uuid: string): Promise<EnrollmentRow | undefined> {
    return db
      .selectFrom('olympiad_enrollments')
      .selectAll()
      .where('assign_id', '=', assignId)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
  }

  /** Assignments of the paper that are Olympiads (ranked across the platform together). */
  async function olympiadAssignmentsOf(paperId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('paper_assignments')
      .select('assign_id')
      .where('paper_id', '=', paperId)
      .where('is_olympiad', '=', 1)
      .execute();
    return rows.map((r) => r.assign_id);
  }

  async function markPublished(assignId: number, nowIso: string): Promise<boolean> {
    const res = await db
      .updateTable('paper_assignments')
      .set({ results_published_at: nowIso, updated_at: nowIso })
      .where('assign_id', '=', assignId)
      .where('results_published_at', 'is', null)
      .executeTakeFirst();
    const published = Number(res.numUpdatedRows) === 1;
    if (published) await bumpAllWithin(versions, db, [assignmentVersion(assignId)]);
    return published;
  }

  /** Assignments whose window closed before `nowIso` and whose results are not out (the sweep). */
  async function closedUnpublished(nowIso: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('paper_assignments')
      .select('assign_id')
      .where('results_published_at', 'is', null)
      .where('paper_end_time', '<', nowIso)
      .orderBy('paper_end_time')
      .limit(limit)
      .execute();
    return rows.map((r) => r.assign_id);
  }

  return {
    paper,
    papersByIds,
    sectionsOf,
    questionsOf,
    papersHolding,
    setDropped,
    assignment,
    assignmentsByIds,
    sectionsOfAssignments,
    assignmentsOfSchools,
    extraMinutes,
    extensionsOf,
    enrollment,
    olympiadAssignmentsOf,
    markPublished,
    closedUnpublished,
  };
}
