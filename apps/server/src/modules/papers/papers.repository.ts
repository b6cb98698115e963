import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { bumpAllWithin } from '../../platform/cache/version-buckets.js';
import type { PaperQuestionsTable, PaperSectionsTable } from '../../db/schema-assessments.js';
import type { PapersTable } from '../../db/schema.js';
import { paperVersion } from './paper-versions.js';

export type PaperRow = Selectable<PapersTable>;
export type NewPaper = Omit<Insertable<PapersTable>, 'paper_id'>;
export type PaperSectionRow = Selectable<PaperSectionsTable>;
export type PaperQuestionRow = Selectable<PaperQuestionsTable>;

/** A section as saved: its questions in order, each with the marks the paper gives it. */
export interface SectionParts {
  section_name: string;
  subject_id: number | null;
  instructions: string;
  questions: { question_id: number; marks: number; negative_marks: number }[];
}

/** Which papers a teacher's list holds: these schools' papers, and the platform's when asked. */
export interface TeacherPaperFilter {
  schoolIds: readonly number[];
  platform: boolean;
  /** Lower-cased part of the name, or null for every paper. */
  name: string | null;
  offset: number;
  limit: number;
}

export type PapersRepository = ReturnType<typeof createPapersRepository>;

/**
 * Kysely queries of papers, their sections and their questions. Each write to a paper moves its
 * cache version in the same transaction (paper-versions.ts; none without versions: a reader).
 */
export function createPapersRepository(db: Db, versions?: Pick<CacheVersions, 'bumpWithin'>) {
  async function transaction<T>(work: (repo: PapersRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(createPapersRepository(trx, versions)));
  }
  const moved = (paperIds: Iterable<number>) => bumpAllWithin(versions, db, [...paperIds].map(paperVersion));

  async function insertPaper(row: NewPaper): Promise<number> {
    const { paper_id } = await db.insertInto('papers').values(row).returning('paper_id').executeTakeFirstOrThrow();
    return paper_id;
  }

  async function updatePaper(id: number, patch: Partial<NewPaper>): Promise<void> {
    await db.updateTable('papers').set(patch).where('paper_id', '=', id).execute();
    await moved([id]);
  }

  /** The paper's sections and questions, replaced as a whole (a paper nobody has attempted). */
  async function replaceParts(paperId: number, sections: readonly SectionParts[]): Promise<void> {
    await db.deleteFrom('paper_questions').where('paper_id', '=', paperId).execute();
    await db.deleteFrom('paper_sections').where('paper_id', '=', paperId).execute();
    await moved([paperId]);
    let order = 0;
    for (const [i, s] of sections.entries()) {
      const { paper_section_id } = await db
        .insertInto('paper_sections')
        .values({
          paper_id: paperId,
          section_order: i,
          section_name: s.section_name,
          subject_id: s.subject_id,
          instructions: s.instructions,
        })
        .returning('paper_section_id')
        .executeTakeFirstOrThrow();
      if (s.questions.length === 0) continue;
      await db
        .insertInto('paper_questions')
        .values(s.questions.map((q) => ({ ...q, paper_id: paperId, paper_section_id, question_order: order++ })))
        .execute();
    }
  }

  /** Papers by id, deleted ones left out. */
  async function papersByIds(ids: readonly number[]): Promise<PaperRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('papers')
      .selectAll()
      .where('paper_id', 'in', [...new Set(ids)])
      .where('deleted_at', 'is', null)
      .execute();
  }

  /** A school's own papers after this id, by id (not deleted; a learner's practice test is never a school's). */
  async function schoolPapersAfter(schoolId: number, after: number | null, limit: number): Promise<PaperRow[]> {
    let q = db
      .selectFrom('papers')
      .selectAll()
      .where('school_id', '=', schoolId)
      .where('is_practice', '=', 0)
      .where('deleted_at', 'is', null);
    if (after !== null) q = q.where('paper_id', '>', after);
    return q.orderBy('paper_id').limit(limit).execute();
  }

  async function sectionsOf(paperIds: readonly number[]): Promise<PaperSectionRow[]> {
    if (paperIds.length === 0) return [];
    return db
      .selectFrom('paper_sections')
      .selectAll()
      .where('paper_id', 'in', paperIds)
      .orderBy('paper_id')
      .orderBy('section_order')
      .execute();
  }

  async function questionsOf(paperIds: readonly number[]): Promise<PaperQuestionRow[]> {
    if (paperIds.length === 0) return [];
    return db
      .selectFrom('paper_questions')
      .selectAll()
      .where('paper_id', 'in', paperIds)
      .orderBy('paper_id')
      .orderBy('question_order')
      .execute();
  }

  /**
   * A question's text, marks or key changed: the papers holding it (or its passage) are another
   * revision, so every process's prepared copy of them (paper-sheet.ts) is built again.
   */
  async function touchPapersHolding(questionIds: readonly number[], at: string): Promise<void> {
    if (questionIds.length === 0) return;
    const touched = await db
      .updateTable('papers')
      .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: at }))
      .where(
        'paper_id',
        'in',
        db.selectFrom('paper_questions').select('paper_id').where('question_id', 'in', questionIds),
      )
      .returning('paper_id')
      .execute();
    await moved(touched.map((r) => r.paper_id));
  }

  async function isAssigned(paperId: number): Promise<boolean> {
    const row = await db
      .selectFrom('paper_assignments')
      .select('assign_id')
      .where('paper_id', '=', paperId)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  /**
   * Questions of papers assigned with a window not yet over, or of the assignments named as still
   * taking answers (`openAssignIds`: an attempt open until its deadline plus the grace), among `ids`
   * or all: a learner may not preview them through the bank, check them in practice or put them in a
   * practice test whose keys they would then see.
   */
  async function questionsInLiveAssignments(
    nowIso: string,
    openAssignIds: readonly number[],
    ids?: readonly number[],
    olympiadsOnly = false,
  ): Promise<Set<number>> {
    if (ids && ids.length === 0) return new Set();
    let q = db
      .selectFrom('paper_questions as pq')
      .innerJoin('paper_assignments as a', 'a.paper_id', 'pq.paper_id')
      .select('pq.question_id')
      .distinct()
      .where((eb) =>
        eb.or([
          eb('a.paper_end_time', '>', nowIso),
          // A learner's extra time (or an Olympiad's slot) can run past the window: their attempt,
          // open until its deadline plus the grace, keeps the paper's questions held.
          ...(openAssignIds.length > 0 ? [eb('a.assign_id', 'in', openAssignIds)] : []),
        ]),
      );
    if (ids) q = q.where('pq.question_id', 'in', ids);
    if (olympiadsOnly) q = q.where('a.is_olympiad', '=', 1);
    return new Set((await q.execute()).map((r) => r.question_id));
  }

  /** A page of a teacher's list, newest first, with its total and how often each was assigned. */
  async function teacherPapers(filter: TeacherPaperFilter) {
    if (filter.schoolIds.length === 0 && !filter.platform) return { rows: [], total: 0 };
    let q = db
      .selectFrom('papers as p')
      .where('p.deleted_at', 'is', null)
      .where('p.is_practice', '=', 0)
      .where((eb) =>
        eb.or([
          ...(filter.schoolIds.length > 0 ? [eb('p.school_id', 'in', filter.schoolIds)] : []),
          ...(filter.platform ? [eb('p.school_id', 'is', null)] : []),
        ]),
      );
    if (filter.name) {
      const pattern = `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`lower(p.paper_name) like ${pattern} escape '\\'`);
    }
    const [rows, count] = await Promise.all([
      q
        .selectAll('p')
        .select((eb) =>
          eb
            .selectFrom('paper_assignments as a')
            .whereRef('a.paper_id', '=', 'p.paper_id')
            .select((e) => e.fn.countAll<number | string | bigint>().as('n'))
            .as('assignment_count'),
        )
        .orderBy('p.created_at', 'desc')
        .orderBy('p.paper_id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({ ...r, assignment_count: Number(r.assignment_count ?? 0) })),
      total: Number(count.n),
    };
  }

  return {
    teacherPapers,
    questionsInLiveAssignments,
    transaction,
    insertPaper,
    updatePaper,
    replaceParts,
    papersByIds,
    schoolPapersAfter,
    sectionsOf,
    questionsOf,
    touchPapersHolding,
    isAssigned,
  };
}
