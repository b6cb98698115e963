import type {
  MyTestGroupInfoData,
  PaperDetail,
  PaperNamesData,
  QuestionListData,
  TeacherPaperListBody,
  TeacherPaperListData,
} from '@esc/contracts';
import { MAX_DB_INTEGER } from '@esc/contracts';
import { hasPaperSetting } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { ALLOWED } from '../../platform/auth/policy.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  fullName,
  loadQuestions,
  notFound,
  optionalIdOf,
  type AssessmentAccess,
  type AssessmentPorts,
  type Caller,
  type QuestionRecords,
  type QuestionViews,
  type WithCatalogue,
  questionRules,
} from '../question-bank/question-bank.module.js';
import type { AttemptFacts } from './attempt-facts.js';
import type { PaperAssignmentsRepository } from './paper-assignments.repository.js';
import { paperRules } from './paper-policy.js';
import { paperView, settingsOf } from './paper-views.js';
import type { PaperRow, PapersRepository } from './papers.repository.js';

// Reading papers. Staff read the platform's papers and their schools'; a learner (a parent for a
// linked child, uuid) reads the papers assigned to them and their own practice tests. A learner gets
// a paper's questions only once its window has opened (or they have started it), and the keys and
// explanations only when the paper allows explanations (002 §5.2, 10/11) and their result is
// published.

export interface PaperReadsDeps {
  papers: PapersRepository;
  assignments: PaperAssignmentsRepository;
  questions: QuestionRecords;
  access: Pick<AssessmentAccess, 'callerOf'>;
  views: QuestionViews;
  ports: Pick<AssessmentPorts, 'identity' | 'directory' | 'sections' | 'signer' | 'clock'> & WithCatalogue<'nodes'>;
  /** Whether somebody has started a paper (the attempts module's). */
  attempts: Pick<AttemptFacts, 'attemptedPaperIds' | 'startedPaperIds' | 'evaluatedPaperIds'>;
  /** The ids among these whose keys this staff member may not read now (a running Olympiad's). */
  keysWithheld(caller: Caller, questionIds: readonly number[]): Promise<Set<number>>;
}

/** What a learner holds of a paper: assigned to them (and since when it is open), or their own test. */
interface LearnerHold {
  uuid: string;
  opensAt: number | null;
  own: boolean;
}

export type PaperReads = ReturnType<typeof createPaperReads>;

const MY_TEST_SIZES = [10, 20, 30];
const MY_TEST_MINUTES = [15, 30, 45, 60];

export function createPaperReads(deps: PaperReadsDeps) {
  const { papers, assignments, questions, access, views, ports, keysWithheld } = deps;
  /** The papers' rules, on rows already read: whether the caller uses or changes each. */
  const uses = (caller: Caller, p: PaperRow) => paperRules.use(caller, p) === ALLOWED;
  const edits = (caller: Caller, p: PaperRow) => paperRules.edit(caller, p) === ALLOWED;

  /** For a learner or parent: what the acting learner holds of each paper. */
  async function learnerHolds(caller: Caller, rows: readonly PaperRow[], uuid?: string | null) {
    const acting = await actingUserFor(caller.auth, uuid, ports.identity);
    const sectionIds = await ports.directory.sectionIdsOf(acting.uuid);
    const held = await assignments.heldBy(acting.uuid, sectionIds);
    const out = new Map<number, LearnerHold>();
    for (const paper of rows) {
      if (paper.is_practice === 1) {
        if (paper.owner_uuid === acting.uuid) out.set(paper.paper_id, { uuid: acting.uuid, opensAt: 0, own: true });
        continue;
      }
      const starts = held.filter((h) => h.paper_id === paper.paper_id).map((h) => Date.parse(h.paper_start_time));
      if (starts.length > 0) out.set(paper.paper_id, { uuid: acting.uuid, opensAt: Math.min(...starts), own: false });
    }
    return out;
  }

  async function visible(caller: Caller, ids: readonly number[], uuid?: string | null) {
    const rows = await papers.papersByIds(ids.filter((n) => n >= 1 && n <= MAX_DB_INTEGER));
    if (caller.staff) return { rows: rows.filter((p) => uses(caller, p)), holds: new Map<number, LearnerHold>() };
    const holds = await learnerHolds(caller, rows, uuid);
    return { rows: rows.filter((p) => holds.has(p.paper_id)), holds };
  }

  async function detailsOf(caller: Caller, rows: readonly PaperRow[]): Promise<PaperDetail[]> {
    const ids = rows.map((p) => p.paper_id);
    const [sections, qs, attempted] = await Promise.all([
      papers.sectionsOf(ids),
      papers.questionsOf(ids),
      deps.attempts.attemptedPaperIds(ids),
    ]);
    return rows.map((p) =>
      paperView(
        ports.signer,
        p,
        { sections, questions: qs },
        {
          canEdit: edits(caller, p),
          hasAttempts: attempted.has(p.paper_id),
        },
      ),
    );
  }

  /** The paper as its author sees it right after a save. */
  async function detailFor(caller: Caller, paperId: number): Promise<PaperDetail> {
    const rows = await papers.papersByIds([paperId]);
    return (await detailsOf(caller, rows))[0]!;
  }

  /** GET paperDetailById/{id}. */
  async function detail(auth: AuthContext, id: number): Promise<PaperDetail> {
    const caller = await access.callerOf(auth);
    const { rows } = await visible(caller, [id]);
    if (rows.length === 0) throw notFound('papers.noPaper');
    return (await detailsOf(caller, rows))[0]!;
  }

  /** GET paperNamesByPaperIdsUniversity: names of the papers the caller may see, others left out. */
  async function names(auth: AuthContext, ids: readonly number[]): Promise<PaperNamesData> {
    const caller = await access.callerOf(auth);
    const { rows } = await visible(caller, ids);
    return ids.flatMap((id) => {
      const p = rows.find((r) => r.paper_id === id);
      return p ? [{ paper_id: p.paper_id, paper_name: p.paper_name }] : [];
    });
  }

  /** Whether a learner may have the keys and explanations: the paper allows it, and their result is out. */
  async function learnerSolution(paper: PaperRow, hold: LearnerHold): Promise<boolean> {
    if (!hasPaperSetting(settingsOf(paper), 'explanationAllowed')) return false;
    const evaluated = await deps.attempts.evaluatedPaperIds(hold.uuid, [paper.paper_id], !hold.own);
    return evaluated.has(paper.paper_id);
  }

  /** POST v2/questionListByPaperId. */
  async function questionList(
    auth: AuthContext,
    body: { paper_id: number | string; language_id?: number; uuid?: string },
  ): Promise<QuestionListData> {
    const caller = await access.callerOf(auth);
    const id = Number(body.paper_id);
    const { rows, holds } = await visible(caller, [id], body.uuid);
    const paper = rows[0];
    if (!paper) throw notFound('papers.noPaper');
    let withSolution = caller.staff;
    if (!caller.staff) {
      const hold = holds.get(id)!;
      const started = (await deps.attempts.startedPaperIds(hold.uuid, [id])).has(id);
      if (!hold.own && !started && (hold.opensAt === null || ports.clock() < hold.opensAt)) {
        throw notFound('papers.noPaper');
      }
      withSolution = await learnerSolution(paper, hold);
    }
    const placed = await papers.questionsOf([id]);
    const placedIds = placed.map((q) => q.question_id);
    const [loaded, withheld] = await Promise.all([
      loadQuestions(questions, placedIds),
      keysWithheld(caller, placedIds),
    ]);
    const languageId = body.language_id ?? paper.language_id;
    const [detailView] = await detailsOf(caller, [paper]);
    return {
      paper: detailView!,
      questions: placed.flatMap((q) => {
        const row = loaded.rows.get(q.question_id);
        if (!row) return [];
        const question = views.full(loaded, row, {
          languageId,
          withSolution: withSolution && !withheld.has(q.question_id),
          canEdit: questionRules.edit(caller, row) === ALLOWED,
        });
        const weighted = { ...question, marks: q.marks, negative_marks: q.negative_marks };
        return [
          {
            paper_section_id: q.paper_section_id,
            question_order: q.question_order,
            marks: q.marks,
            negative_marks: q.negative_marks,
            is_dropped: q.is_dropped,
            question: weighted,
          },
        ];
      }),
    };
  }

  /** The acting learner's board and class: asked, else their section's. */
  async function classOf(auth: AuthContext, query: { uuid?: string; boardId?: string; classId?: string }) {
    const acting = await actingUserFor(auth, query.uuid, ports.identity);
    if (query.boardId && query.classId) return { board: Number(query.boardId), cls: Number(query.classId) };
    const sectionIds = await ports.directory.sectionIdsOf(acting.uuid);
    const [section] = await ports.sections.sectionsByIds(sectionIds.slice(0, 1));
    return { board: section?.board_id ?? null, cls: section?.class_id ?? null };
  }

  /** GET createMyTestGroupInfo: the subjects and chapters of the learner's class the platform bank holds questions of. */
  async function myTestGroupInfo(
    auth: AuthContext,
    query: { uuid?: string; boardId?: string; classId?: string },
  ): Promise<MyTestGroupInfoData> {
    const { board, cls } = await classOf(auth, query);
    const found = cls === null ? [] : await questions.search({ schoolIds: [], syllabusIds: [cls], stages: [4] });
    const nodeIds = found.flatMap((f) => [f.subject_id, f.chapter_id]).filter((n): n is number => n !== null);
    const named = await ports.catalogue.nodes.byIds(nodeIds, []);
    const subjects = [...new Set(found.map((f) => f.subject_id).filter((n): n is number => n !== null))];
    return {
      board_id: board,
      class_id: cls,
      subjects: subjects.map((subjectId) => {
        const mine = found.filter((f) => f.subject_id === subjectId);
        const chapters = [...new Set(mine.map((f) => f.chapter_id).filter((n): n is number => n !== null))];
        return {
          subject_id: subjectId,
          subject_name: named.get(subjectId)?.syllabus_name ?? '',
          question_count: mine.length,
          chapters: chapters.map((chapterId) => ({
            chapter_id: chapterId,
            chapter_name: named.get(chapterId)?.syllabus_name ?? '',
            question_count: mine.filter((f) => f.chapter_id === chapterId).length,
          })),
        };
      }),
      question_counts: MY_TEST_SIZES,
      durations: MY_TEST_MINUTES,
      question_types: [...new Set(found.map((f) => f.question_type))].sort(),
      difficulties: [1, 2, 3],
    };
  }

  /**
   * POST v2/teacherPaperList: the papers of the caller's schools (one of them when named; another
   * school answers 404) and, for platform editors, the platform's. Staff only.
   */
  async function teacherList(auth: AuthContext, body: TeacherPaperListBody): Promise<TeacherPaperListData> {
    const caller = await access.callerOf(auth);
    if (!caller.staff) throw new AppError('FORBIDDEN', { reason: 'papers.staffListPapers' });
    const asked = optionalIdOf(body.school_id, 'school');
    if (asked !== null && !caller.staffSchools.includes(asked)) throw notFound('papers.noSchool');
    const pageNo = body.page_no ?? 1;
    const pageSize = body.page_size ?? 20;
    const text = (body.search_text ?? '').trim().toLowerCase();
    const { rows, total } = await papers.teacherPapers({
      schoolIds: asked !== null ? [asked] : caller.staffSchools,
      platform: asked === null && caller.platformEditor,
      name: text.length > 2 ? text : null,
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    const authors = await ports.directory.people([...new Set(rows.flatMap((r) => r.owner_uuid ?? []))]);
    return {
      total_count: total,
      page_no: pageNo,
      page_size: pageSize,
      paper_list: rows.map((p) => ({
        paper_id: p.paper_id,
        paper_name: p.paper_name,
        school_id: p.school_id,
        paper_type: p.paper_type,
        total_questions: p.total_questions,
        total_marks: p.total_marks,
        paper_time: p.paper_time,
        is_omr: p.is_omr,
        created_at: p.created_at,
        created_by_name: fullName(authors.find((a) => a.uuid === p.owner_uuid)),
        assignment_count: p.assignment_count,
        can_edit: edits(caller, p),
      })),
    };
  }

  return { detail, detailFor, names, questionList, myTestGroupInfo, learnerHolds, teacherList };
}
