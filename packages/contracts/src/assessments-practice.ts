import Type, { type Static } from 'typebox';
import { IdOrDigits, IdOrZero, LegacyCallFields, Nullable, Uuid } from './common.js';
import { AnswerKeyView, LanguageId } from './assessments-questions.js';
import { ResponseInput } from './assessments-attempts.js';

// Practice outside any paper: a learner answers one bank question and checks it
// (/mcq_main, /practice/quesDetails, the interactive lesson's question step). The answer is sent in
// the test engine's wire shape (saveAnswers' response) and marked by the same scoring as a paper,
// with partial marks. Only questions the caller may read through the bank are checked: a question a
// running or coming test holds is never checked for a learner (its key would leak through it).

/** POST /question-msa-test/question/v2/checkPracticeAnswer. */
export const CheckPracticeAnswerBody = Type.Object({
  ...LegacyCallFields,
  question_id: IdOrDigits({ description: 'a bank question (a comprehension’s child, not the passage)' }),
  language_id: Type.Optional(LanguageId),
  answer: ResponseInput,
  /** The learn-list homework the question is practised from (a school's question then checks for its learners). */
  assign_id: Type.Optional(Nullable(Type.Union([IdOrZero(), Type.String({ pattern: '^[0-9]{1,10}$' })]))),
});
export type CheckPracticeAnswerBody = Static<typeof CheckPracticeAnswerBody>;

export const PracticeOutcome = Type.Union(
  [Type.Literal('correct'), Type.Literal('incorrect'), Type.Literal('partial')],
  {
    description: 'correct, incorrect or partial (some parts of a multiple, blanks or match question right)',
  },
);
export type PracticeOutcome = Static<typeof PracticeOutcome>;

export const CheckPracticeAnswerData = Type.Object({
  question_id: Type.Integer(),
  outcome: PracticeOutcome,
  /** The question's marks as a paper without its own weights gives them (negative when wrong). */
  marks: Type.Number(),
  max_marks: Type.Number(),
  /** The key, shown once the learner has checked their answer. */
  answer: AnswerKeyView,
  explanation: Type.String(),
});
export type CheckPracticeAnswerData = Static<typeof CheckPracticeAnswerData>;

/** POST /question-msa-test/question/v2/practiceSummary: the learner's practice (a parent names a child). */
export const PracticeSummaryBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
});
export type PracticeSummaryBody = Static<typeof PracticeSummaryBody>;

const Counts = {
  questions_practised: Type.Integer({ description: 'different questions checked at least once' }),
  correct: Type.Integer({ description: 'checks answered right' }),
  incorrect: Type.Integer(),
  partial: Type.Integer(),
};

export const PracticeSubjectSummary = Type.Object({
  subject_id: Nullable(Type.Integer()),
  subject_name: Type.String(),
  ...Counts,
});

export const PracticeSummaryData = Type.Object({
  ...Counts,
  subjects: Type.Array(PracticeSubjectSummary),
});
export type PracticeSummaryData = Static<typeof PracticeSummaryData>;
