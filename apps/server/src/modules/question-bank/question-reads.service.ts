import type {
  DynamicQuestionsBody,
  DynamicQuestionsData,
  ManualQuestionDetailsBody,
  ManualQuestionDetailsData,
  Question,
  QuestionCountBody,
  QuestionCountData,
  QuestionDetailsBody,
  QuestionDetailsData,
} from '@esc/contracts';
import { MAX_DB_INTEGER } from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID, readLanguage } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { AssessmentAccess, Caller } from './assessment-access.js';
import { heldByOpenTest, notFound, optionalIdOf } from './assessment-ports.js';
import type { HomeworkItems } from './homework-items.js';
import { questionRules } from './question-policy.js';
import { drawIds, randomSeed, stagesOf } from './question-draw.js';
import { loadQuestions, type LoadedQuestions, type QuestionViews } from './question-views.js';
import { PLACE_COLUMNS, type BankFilter, type QuestionRow, type QuestionsRepository } from './questions.repository.js';

// Reading the bank (000 §7, 002 §7.1). Staff read the platform's and their schools' questions with
// the key and the explanation (they build papers from them). Learners and parents read the
// platform bank's questions only, and only their face: the bank is no place for answer keys, and a
// school's own questions are the raw material of its tests. A learner sees keys and explanations
// only in a published report, and in a paper's list once the paper allows it (papers.service).

export interface QuestionReadsDeps {
  repo: QuestionsRepository;
  access: Pick<AssessmentAccess, 'callerOf'>;
  views: QuestionViews;
  /** Questions of papers whose window is not over: never shown to learners through the bank. */
  inLiveTests(ids?: readonly number[]): Promise<Set<number>>;
  /** The ids among these whose keys this staff member may not read now (a running Olympiad's). */
  keysWithheld(caller: Caller, questionIds: readonly number[]): Promise<Set<number>>;
  /** Homework: a school's question read by the learners it was given to, and the open completing it. */
  homework: Pick<HomeworkItems, 'openedFrom' | 'opened'>;
  /** The caller's medium of instruction: the language a read naming none answers in (else 1). */
  mediumOf?: (person: { uuid: string; userTypeId: number }) => Promise<number>;
}

export type QuestionReads = ReturnType<typeof createQuestionReads>;

type Filters = Pick<QuestionCountBody, 'school_id' | 'tag_value_ids' | 'difficulty' | 'question_types' | 'stage'>;

export function createQuestionReads(deps: QuestionReadsDeps) {
  const { repo, access, views, inLiveTests, keysWithheld, homework } = deps;
  /** The language the call names, else the caller's medium (a Hindi-medium learner reads Hindi text first). */
  const languageOf = async (auth: AuthContext, asked: number | undefined) =>
    readLanguage(asked, deps.mediumOf && !auth.guest ? await deps.mediumOf(auth) : DEFAULT_LANGUAGE_ID);
  const uses = (caller: Caller, row: QuestionRow) => questionRules.use(caller, row) === ALLOWED;
  /** The banks the caller reads: the platform's, and a staff member's schools' (or the one asked). */
  function banksOf(caller: Caller, schoolId: number | string | null | undefined): number[] {
    if (!caller.staff) return [];
    const asked = optionalIdOf(schoolId ?? null, 'school');
    if (asked === null) return [...caller.staffSchools];
    if (!caller.staffSchools.includes(asked)) throw notFound('papers.noSchool');
    return [asked];
  }

  function filterOf(caller: Caller, syllabusIds: readonly number[], f: Filters, exclude?: readonly number[]) {
    return {
      schoolIds: banksOf(caller, f.school_id),
      syllabusIds,
      difficulty: f.difficulty,
      questionTypes: f.question_types,
      stages: stagesOf(f.stage),
      tagValueIds: f.tag_value_ids,
      excludeIds: exclude,
    } satisfies BankFilter;
  }

  /** For learners and parents: the ids among these that a running or coming test holds. */
  const hidden = async (caller: Caller, ids: readonly number[]) =>
    caller.staff ? new Set<number>() : inLiveTests(ids);

  const readable = (caller: Caller, row: QuestionRow) =>
    row.parent_question_id === null && (row.school_id === null || (caller.staff && uses(caller, row)));

  function viewOf(
    caller: Caller,
    loaded: LoadedQuestions,
    row: QuestionRow,
    languageId: number,
    withheld: ReadonlySet<number>,
  ): Question {
    return views.full(loaded, row, {
      languageId,
      withSolution: caller.staff && uses(caller, row) && !withheld.has(row.question_id),
      canEdit: questionRules.edit(caller, row) === ALLOWED,
    });
  }

  /** POST manualQuestionDetailsByIdsUniversity: the readable questions among the ids, in the order asked. */
  async function details(auth: AuthContext, body: ManualQuestionDetailsBody): Promise<ManualQuestionDetailsData> {
    const caller = await access.callerOf(auth);
    const ids = body.question_data.map((q) => Number(q.question_id)).filter((n) => n >= 1 && n <= MAX_DB_INTEGER);
    const [loaded, held, withheld] = await Promise.all([
      loadQuestions(repo, ids),
      hidden(caller, ids),
      keysWithheld(caller, ids),
    ]);
    const languageId = await languageOf(auth, body.language_id);
    const ques_data = [...new Set(ids)]
      .map((id) => loaded.rows.get(id))
      .filter((row): row is QuestionRow => !!row && readable(caller, row) && !held.has(row.question_id))
      .map((row) => viewOf(caller, loaded, row, languageId, withheld));
    return { ques_data };
  }

  /**
   * POST getQuestionDetailsById: one question (a comprehension's child with its passage). Opened from
   * homework (assign_id) the learner holds, the list's school's own question reads too, and the
   * learner's read (to practise it) completes the item.
   */
  async function detail(auth: AuthContext, body: QuestionDetailsBody): Promise<QuestionDetailsData> {
    const caller = await access.callerOf(auth);
    const id = Number(body.question_id);
    const [row] = id >= 1 && id <= MAX_DB_INTEGER ? await repo.byIds([id]) : [];
    if (!row) throw notFound('questionBank.noQuestion');
    const topId = row.parent_question_id ?? row.question_id;
    const loaded = await loadQuestions(repo, [topId]);
    const top = loaded.rows.get(topId);
    const from = await homework.openedFrom(auth, body.uuid, body.assign_id, 'question', [row.question_id, topId]);
    const listed = (q: QuestionRow) =>
      q.parent_question_id === null && q.school_id !== null && q.school_id === from?.held.schoolId;
    if (!top || !(readable(caller, top) || listed(top))) throw notFound('questionBank.noQuestion');
    if ((await hidden(caller, [topId])).has(topId)) throw heldByOpenTest();
    await homework.opened(from, 'question');
    const languageId = await languageOf(auth, body.language_id);
    const parent = viewOf(caller, loaded, top, languageId, await keysWithheld(caller, [topId]));
    if (row.parent_question_id === null) return { question: parent, parent_question: null };
    const child = parent.children.find((c) => c.question_id === row.question_id)!;
    const question: Question = { ...parent, ...child, children: [], can_edit: parent.can_edit };
    return { question, parent_question: parent };
  }

  /** POST v2/dynamicQuestions: `count` questions drawn at random (stage '4' by default). */
  async function dynamic(auth: AuthContext, body: DynamicQuestionsBody): Promise<DynamicQuestionsData> {
    const caller = await access.callerOf(auth);
    const found = await repo.search(filterOf(caller, body.syllabus_ids, body, body.exclude_question_ids));
    const held = await hidden(
      caller,
      found.map((f) => f.question_id),
    );
    const picked = drawIds(
      found.map((f) => f.question_id).filter((id) => !held.has(id)),
      body.count,
      body.seed ?? randomSeed(),
    );
    const [loaded, withheld] = await Promise.all([loadQuestions(repo, picked), keysWithheld(caller, picked)]);
    const languageId = await languageOf(auth, body.language_id);
    const questions = picked.map((id) => viewOf(caller, loaded, loaded.rows.get(id)!, languageId, withheld));
    return { questions, total_available: found.length - held.size };
  }

  /** POST questionCountOnSyllabusAndTag: questions per node asked (its subtree), per tag and per type. */
  async function counts(auth: AuthContext, body: QuestionCountBody): Promise<QuestionCountData> {
    const caller = await access.callerOf(auth);
    const found = await repo.search(filterOf(caller, body.syllabus_ids, body));
    const tags = await repo.tagsOf(found.map((f) => f.question_id));
    const tally = <K>(keys: readonly K[]) => {
      const out = new Map<K, number>();
      for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1);
      return out;
    };
    const byTag = tally(tags.map((t) => t.tag_value_id));
    const byType = tally(found.map((f) => f.question_type));
    return {
      total_count: found.length,
      syllabus_counts: [...new Set(body.syllabus_ids)].map((id) => ({
        syllabus_id: id,
        question_count: found.filter((f) => PLACE_COLUMNS.some((c) => f[c] === id)).length,
      })),
      tag_counts: [...byTag].map(([tag_value_id, question_count]) => ({ tag_value_id, question_count })),
      type_counts: [...byType].map(([question_type, question_count]) => ({ question_type, question_count })),
    };
  }

  return { details, detail, dynamic, counts };
}
