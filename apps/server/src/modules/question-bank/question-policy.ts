import { ABSENT, definePolicy } from '../../platform/auth/policy.js';
import { editRule, useRule, type Caller } from './assessment-access.js';
import type { QuestionRow, QuestionsRepository } from './questions.repository.js';

// The question bank's policy: a school's questions are that school's (another school's answer as a
// missing one, 404); all staff use the platform bank's and their schools' questions (read them with
// keys, put them in papers); the staff of the owning school change a school's question, platform
// editors the platform's (403 to other staff who may use it). A comprehension's child is changed
// through its passage, never on its own.

const QUESTION_REFUSALS = {
  platform: { reason: 'questionBank.editPlatformQuestions' },
  school: { reason: 'questionBank.editSchoolQuestion' },
} as const;

export const QUESTION_ACTIONS = {
  use: 'Read a question with its key and explanation, or put it in a paper.',
  edit: 'Change a question, its texts, tags and children.',
} as const;

export const questionRules = {
  use: (caller: Caller, question: QuestionRow) => useRule(caller, question),
  edit: (caller: Caller, question: QuestionRow) =>
    question.parent_question_id !== null ? ABSENT : editRule(QUESTION_REFUSALS)(caller, question),
};

export type QuestionPolicy = ReturnType<typeof createQuestionPolicy>;

export function createQuestionPolicy(questions: Pick<QuestionsRepository, 'byIds'>) {
  return definePolicy({
    module: 'question-bank',
    noun: { reason: 'http.noSuch.question' },
    actions: QUESTION_ACTIONS,
    async load(ids: readonly number[]) {
      return new Map((await questions.byIds(ids)).map((q) => [q.question_id, q]));
    },
    rules: questionRules,
  });
}
