import type {
  CheckPracticeAnswerBody,
  CheckPracticeAnswerData,
  PracticeOutcome,
  PracticeSummaryBody,
  PracticeSummaryData,
} from '@esc/contracts';
import { MAX_DB_INTEGER } from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID, readLanguage, scoreAnswer, type Outcome } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { keyView, responseFromInput } from './answer-codec.js';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { AssessmentAccess, Caller } from './assessment-access.js';
import {
  heldByOpenTest,
  invalid,
  iso,
  notFound,
  round2,
  type AssessmentPorts,
  type WithCatalogue,
} from './assessment-ports.js';
import type { HomeworkItems } from './homework-items.js';
import type { PracticeChecksRepository } from './practice-checks.repository.js';
import { questionRules } from './question-policy.js';
import { keyOf, loadQuestions, textOf } from './question-views.js';
import type { QuestionRow, QuestionsRepository } from './questions.repository.js';

// Practice outside any paper: one bank question checked, and the learner's practice
// counted for /question-dashboard. The question is readable as the bank reads it
// (question-reads.service): learners and parents the platform bank's questions only, and never one a
// running or coming test holds, since checking returns its key; staff their schools' too. Marking is
// the papers' own (scoreAnswer), with partial marks, the bank's marks and negative marks.

export interface PracticeDeps {
  repo: QuestionsRepository;
  checks: PracticeChecksRepository;
  access: Pick<AssessmentAccess, 'callerOf'>;
  ports: Pick<AssessmentPorts, 'clock' | 'identity' | 'access'> & WithCatalogue<'nodes'>;
  /** Questions of papers whose window is not over. */
  inLiveTests(ids?: readonly number[]): Promise<Set<number>>;
  /** The ids among these whose keys this staff member may not read now (a running Olympiad's). */
  keysWithheld(caller: Caller, questionIds: readonly number[]): Promise<Set<number>>;
  /** Homework: a school's question checked by the learners it was given to. */
  homework: Pick<HomeworkItems, 'openedFrom'>;
  /** The caller's medium of instruction: the explanation's language when the call names none. */
  mediumOf?: (person: { uuid: string; userTypeId: number }) => Promise<number>;
}

export type PracticeService = ReturnType<typeof createPracticeService>;

const OUTCOMES: Partial<Record<Outcome, PracticeOutcome>> = {
  correct: 'correct',
  partial: 'partial',
  wrong: 'incorrect',
};

export function createPracticeService(deps: PracticeDeps) {
  const { repo, checks, access, ports, inLiveTests, keysWithheld, homework } = deps;
  /** The platform bank's, staff's schools', or (from homework the learner holds) the list's school's. */
  const readable = (caller: Caller, top: QuestionRow, listSchool: number | null) =>
    top.parent_question_id === null &&
    (top.school_id === null ||
      top.school_id === listSchool ||
      (caller.staff && questionRules.use(caller, top) === ALLOWED));

  /** The question and the top of it (its passage for a comprehension's child), or 404. */
  async function readableQuestion(caller: Caller, questionId: number | string, body: CheckPracticeAnswerBody) {
    const id = Number(questionId);
    const [row] = id >= 1 && id <= MAX_DB_INTEGER ? await repo.byIds([id]) : [];
    if (!row) throw notFound('questionBank.noQuestion');
    const topId = row.parent_question_id ?? row.question_id;
    const [top] = topId === row.question_id ? [row] : await repo.byIds([topId]);
    const from = await homework.openedFrom(caller.auth, undefined, body.assign_id, 'question', [
      row.question_id,
      topId,
    ]);
    if (!top || !readable(caller, top, from?.held.schoolId ?? null)) throw notFound('questionBank.noQuestion');
    if (!caller.staff && (await inLiveTests([topId, row.question_id])).size > 0) throw heldByOpenTest();
    if ((await keysWithheld(caller, [topId, row.question_id])).size > 0) throw notFound('questionBank.noQuestion');
    return { row, from };
  }

  /** POST v2/checkPracticeAnswer: right, wrong or partly right, with the key and the explanation. */
  async function check(auth: AuthContext, body: CheckPracticeAnswerBody): Promise<CheckPracticeAnswerData> {
    const caller = await access.callerOf(auth);
    const { row, from } = await readableQuestion(caller, body.question_id, body);
    if (row.question_type === 'comprehension') throw invalid('question_id', { reason: 'questionBank.passage' });
    // 002 §6: a question opened by a student checks test or practice access (the access gate), which
    // reads the homework it is opened from (a school's: mode 1). A school's own question given as its
    // homework is the school's to give: no package is asked for it.
    if (caller.learner && row.board_id !== null && row.class_id !== null && row.school_id === null) {
      await ports.access.assertAllowed(auth, {
        kind: 'question',
        itemId: row.question_id,
        boardId: row.board_id,
        classId: row.class_id,
        assignId: from?.held.assignId ?? null,
      });
    }
    if (row.question_type === 'subjective') throw invalid('question_id', { reason: 'questionBank.writtenAnswer' });
    const key = keyOf(row);
    const response = responseFromInput(row.question_type as Parameters<typeof responseFromInput>[0], body.answer);
    const score = scoreAnswer(key, response, {
      marks: row.marks,
      negativeMarks: row.negative_marks,
      partialMarking: true,
    });
    const outcome = OUTCOMES[score.outcome];
    if (!outcome) throw invalid('answer', { reason: 'questionBank.emptyAnswer', params: { type: row.question_type } });
    if (!auth.guest) {
      await checks.insert({
        uuid: auth.uuid,
        question_id: row.question_id,
        subject_id: row.subject_id,
        outcome,
        checked_at: iso(ports.clock()),
      });
    }
    const loaded = await loadQuestions(repo, [row.question_id]);
    const medium = deps.mediumOf && !auth.guest ? await deps.mediumOf(auth) : DEFAULT_LANGUAGE_ID;
    return {
      question_id: row.question_id,
      outcome,
      marks: round2(score.marks ?? 0),
      max_marks: row.marks,
      answer: keyView(key),
      explanation: textOf(loaded, row.question_id, readLanguage(body.language_id, medium))?.explanation ?? '',
    };
  }

  /** POST v2/practiceSummary: questions practised and how the checks went, in all and by subject. */
  async function summary(auth: AuthContext, body: PracticeSummaryBody): Promise<PracticeSummaryData> {
    const acting = await actingUserFor(auth, body.uuid, ports.identity);
    const rows = await checks.ofLearner(acting.uuid);
    const countOf = (list: typeof rows) => ({
      questions_practised: new Set(list.map((r) => r.question_id)).size,
      correct: list.filter((r) => r.outcome === 'correct').length,
      incorrect: list.filter((r) => r.outcome === 'incorrect').length,
      partial: list.filter((r) => r.outcome === 'partial').length,
    });
    const bySubject = new Map<number | null, typeof rows>();
    for (const r of rows) bySubject.set(r.subject_id, [...(bySubject.get(r.subject_id) ?? []), r]);
    const ids = [...bySubject.keys()].filter((id): id is number => id !== null);
    const names = ids.length > 0 ? await ports.catalogue.nodes.byIds(ids, []) : new Map();
    return {
      ...countOf(rows),
      subjects: [...bySubject].map(([subjectId, list]) => ({
        subject_id: subjectId,
        subject_name: (subjectId !== null && names.get(subjectId)?.syllabus_name) || '',
        ...countOf(list),
      })),
    };
  }

  return { check, summary };
}
