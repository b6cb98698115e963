import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, IdOrZero, LegacyCallFields, Nullable, Uuid } from './common.js';

// The question bank (calls.tsv module assessments; calls-chosen.tsv saveQuestion). A
// question is one of nine types, with marks, negative marks, an explanation, a difficulty, its place
// in the syllabus and tags, and text per language (language_id, default 1). Text is Markdown with TeX
// between $...$ or $$...$$. The answer key and the explanation are sent to staff who may edit or use
// the question; a learner never receives them here (only a published report, when the paper allows).

export const QuestionTypeValue = Type.Union(
  [
    Type.Literal('single'),
    Type.Literal('multiple'),
    Type.Literal('integer'),
    Type.Literal('numeric'),
    Type.Literal('fill_blank'),
    Type.Literal('true_false'),
    Type.Literal('match'),
    Type.Literal('comprehension'),
    Type.Literal('subjective'),
  ],
  { description: 'single, multiple, integer, numeric, fill_blank, true_false, match, comprehension, subjective' },
);
export type QuestionTypeValue = Static<typeof QuestionTypeValue>;

/** An option's id as the key names it ('a', 'b', ...). */
export const OptionId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$' });
export const LanguageId = Type.Integer({ minimum: 1, maximum: 999, description: 'language_id, default 1' });
/** 1 easy, 2 medium, 3 hard. */
export const Difficulty = Type.Integer({ minimum: 1, maximum: 3, description: '1 easy, 2 medium, 3 hard' });
export const Marks = Type.Number({ minimum: 0, maximum: 1000 });
/** A media storage key (an upload of the school, or the platform's library). */
export const MediaKey = Type.String({ pattern: '^[A-Za-z0-9._@+=,/() -]{1,500}$', maxLength: 500 });
/** A question's review stage; drawing questions reads stage '4' by default (spec 000 §9). */
export const QuestionStage = Type.Integer({ minimum: 1, maximum: 5 });
/** Stages as the client sends them: '4' or '1,2,3,4,5'. */
export const StageList = Type.String({ pattern: '^[1-5](,[1-5]){0,4}$', maxLength: 9 });

export const QuestionOption = Type.Object({
  option_id: OptionId,
  option_text: Type.String({ maxLength: 5000 }),
});
export type QuestionOption = Static<typeof QuestionOption>;

export const MatchPair = Type.Object({ left_id: OptionId, option_id: OptionId });

/**
 * The answer key by type: single (option_ids, one), multiple (option_ids), integer (value), numeric
 * (value and tolerance), fill_blank (accepted answers per blank), true_false (is_true), match (pairs
 * of a left id and an option id); comprehension and subjective have none.
 */
export const AnswerKeyInput = Type.Object({
  option_ids: Type.Optional(Type.Array(OptionId, { maxItems: 20 })),
  value: Type.Optional(Type.Number({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
  tolerance: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  blanks: Type.Optional(
    Type.Array(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 10 }), {
      maxItems: 20,
    }),
  ),
  is_true: Type.Optional(Type.Boolean()),
  pairs: Type.Optional(Type.Array(MatchPair, { maxItems: 20 })),
});
export type AnswerKeyInput = Static<typeof AnswerKeyInput>;

/** What a question says in one language. */
const QuestionTextInput = {
  stem: Type.String({ minLength: 1, maxLength: 20_000, description: 'Markdown with TeX' }),
  options: Type.Optional(Type.Array(QuestionOption, { maxItems: 10 })),
  /** For match: the left column (the options are the right one). */
  match_left: Type.Optional(Type.Array(QuestionOption, { maxItems: 10 })),
  explanation: Type.Optional(Type.String({ maxLength: 20_000 })),
  image_keys: Type.Optional(Type.Array(MediaKey, { maxItems: 10 })),
};

/** A child of a comprehension, saved with its parent. */
export const ChildQuestionInput = Type.Object({
  question_id: Type.Optional(IdOrDigits()),
  question_type: QuestionTypeValue,
  difficulty: Type.Optional(Difficulty),
  marks: Marks,
  negative_marks: Type.Optional(Marks),
  answer: Type.Optional(AnswerKeyInput),
  ...QuestionTextInput,
});

/**
 * POST /question-msa-test/question/v2/saveQuestion: a new question (no question_id), or a change to
 * one. With question_id and another language_id: that language's text of the question (the key and
 * marks are shared by its languages). school_id names the school's bank (its staff); absent or null
 * on a platform editor's call: the platform bank. Changing the key of a question that attempts have
 * answered re-evaluates them.
 */
export const SaveQuestionBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  question_id: Type.Optional(IdOrDigits()),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  question_type: QuestionTypeValue,
  language_id: Type.Optional(LanguageId),
  syllabus_id: IdOrDigits({ description: 'the chapter or topic the question belongs to' }),
  group_id: Type.Optional(Nullable(Id())),
  tag_value_ids: Type.Optional(Type.Array(Id(), { maxItems: 20 })),
  difficulty: Difficulty,
  marks: Marks,
  negative_marks: Type.Optional(Marks),
  stage: Type.Optional(QuestionStage),
  answer: Type.Optional(AnswerKeyInput),
  ...QuestionTextInput,
  children: Type.Optional(Type.Array(ChildQuestionInput, { maxItems: 20 })),
});
export type SaveQuestionBody = Static<typeof SaveQuestionBody>;

export const MediaLink = Type.Object({ key: Type.String(), url: Type.String() });

/** The key as answered to staff (and in a published report when the paper allows it). */
export const AnswerKeyView = Type.Object({
  option_ids: Type.Array(Type.String()),
  value: Nullable(Type.Number()),
  tolerance: Nullable(Type.Number()),
  blanks: Type.Array(Type.Array(Type.String())),
  is_true: Nullable(Type.Boolean()),
  pairs: Type.Array(Type.Object({ left_id: Type.String(), option_id: Type.String() })),
});
export type AnswerKeyView = Static<typeof AnswerKeyView>;

/** A question as a learner may see it while answering: no key, no explanation. */
export const QuestionFace = Type.Object({
  question_id: Type.Integer(),
  parent_question_id: Type.Integer({ description: '0 when none (a comprehension child names its parent)' }),
  question_type: Type.String(),
  language_id: Type.Integer(),
  stem: Type.String(),
  options: Type.Array(Type.Object({ option_id: Type.String(), option_text: Type.String() })),
  match_left: Type.Array(Type.Object({ option_id: Type.String(), option_text: Type.String() })),
  /** Figures, signed for an hour. */
  images: Type.Array(MediaLink),
  /** Blanks to fill (fill_blank), 0 otherwise. */
  blank_count: Type.Integer(),
  marks: Type.Number(),
  negative_marks: Type.Number(),
  difficulty: Type.Integer(),
});
export type QuestionFace = Static<typeof QuestionFace>;

const QuestionPlace = {
  school_id: Nullable(Type.Integer({ description: 'null: the platform bank' })),
  syllabus_id: Type.Integer(),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  subject_id: Nullable(Type.Integer()),
  chapter_id: Nullable(Type.Integer()),
  topic_id: Nullable(Type.Integer()),
  group_id: Nullable(Type.Integer()),
  group_name: Nullable(Type.String()),
  group_mode: Nullable(Type.Integer()),
  tag_value_ids: Type.Array(Type.Integer()),
  stage: Type.Integer(),
  /** Languages the question has text in. */
  languages: Type.Array(Type.Integer()),
};

/** A comprehension's child as answered (one level: children have no children). */
export const QuestionChild = Type.Object({
  ...QuestionFace.properties,
  answer: Type.Optional(AnswerKeyView),
  explanation: Type.Optional(Type.String()),
});

/**
 * A question of the bank. answer and explanation: present for staff who may use the question, and
 * never for a learner; can_edit says whether the caller may change it.
 */
export const Question = Type.Object({
  ...QuestionFace.properties,
  ...QuestionPlace,
  answer: Type.Optional(AnswerKeyView),
  explanation: Type.Optional(Type.String()),
  children: Type.Array(QuestionChild),
  can_edit: Type.Boolean(),
});
export type Question = Static<typeof Question>;

/** POST manualQuestionDetailsByIdsUniversity (000 §7, 002 §7.1): questions by ids; those not visible are left out. */
export const ManualQuestionDetailsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  language_id: Type.Optional(LanguageId),
  is_learnlist: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
  question_data: Type.Array(
    Type.Object({
      question_id: IdOrDigits(),
      syllabus_id: Type.Optional(Nullable(IdOrZero())),
      parent_question_id: Type.Optional(Nullable(IdOrZero())),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});
export type ManualQuestionDetailsBody = Static<typeof ManualQuestionDetailsBody>;
export const ManualQuestionDetailsData = Type.Object({ ques_data: Type.Array(Question) });
export type ManualQuestionDetailsData = Static<typeof ManualQuestionDetailsData>;

/** POST getQuestionDetailsById (002 §7.1: parent_question_id, question_id, stage 5, uuid). */
export const QuestionDetailsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  question_id: IdOrDigits(),
  parent_question_id: Type.Optional(Nullable(Type.Union([IdOrZero(), Type.String({ pattern: '^[0-9]{1,10}$' })]))),
  stage: Type.Optional(Type.Union([QuestionStage, Type.String({ pattern: '^[1-5]$' })])),
  language_id: Type.Optional(LanguageId),
  /** The learn-list homework the question is opened from (a school's question then reads for its learners). */
  assign_id: Type.Optional(Nullable(Type.Union([IdOrZero(), Type.String({ pattern: '^[0-9]{1,10}$' })]))),
});
export type QuestionDetailsBody = Static<typeof QuestionDetailsBody>;
export const QuestionDetailsData = Type.Object({
  question: Question,
  /** The comprehension the question belongs to (its passage), when parent_question_id names one. */
  parent_question: Nullable(Question),
});
export type QuestionDetailsData = Static<typeof QuestionDetailsData>;

const Filters = {
  school_id: Type.Optional(Nullable(IdOrDigits())),
  tag_value_ids: Type.Optional(Type.Array(Id(), { maxItems: 50 })),
  difficulty: Type.Optional(Type.Array(Difficulty, { maxItems: 3 })),
  question_types: Type.Optional(Type.Array(QuestionTypeValue, { maxItems: 9 })),
  /** Default '4' (spec 000 §9). */
  stage: Type.Optional(StageList),
  language_id: Type.Optional(LanguageId),
};

/** POST /question-msa-test/question/v2/dynamicQuestions: questions drawn at random from the bank. */
export const DynamicQuestionsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  syllabus_ids: Type.Array(Id(), { minItems: 1, maxItems: 50 }),
  count: Type.Integer({ minimum: 1, maximum: 200 }),
  exclude_question_ids: Type.Optional(Type.Array(Id(), { maxItems: 500 })),
  /** The same seed draws the same questions. */
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  ...Filters,
});
export type DynamicQuestionsBody = Static<typeof DynamicQuestionsBody>;
export const DynamicQuestionsData = Type.Object({
  questions: Type.Array(Question),
  total_available: Type.Integer(),
});
export type DynamicQuestionsData = Static<typeof DynamicQuestionsData>;

/** POST questionMapping/questionCountOnSyllabusAndTag: how many questions each node (and its subtree) and tag holds. */
export const QuestionCountBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  syllabus_ids: Type.Array(Id(), { minItems: 1, maxItems: 200 }),
  ...Filters,
});
export type QuestionCountBody = Static<typeof QuestionCountBody>;
export const QuestionCountData = Type.Object({
  total_count: Type.Integer(),
  syllabus_counts: Type.Array(Type.Object({ syllabus_id: Type.Integer(), question_count: Type.Integer() })),
  tag_counts: Type.Array(Type.Object({ tag_value_id: Type.Integer(), question_count: Type.Integer() })),
  type_counts: Type.Array(Type.Object({ question_type: Type.String(), question_count: Type.Integer() })),
});
export type QuestionCountData = Static<typeof QuestionCountData>;
