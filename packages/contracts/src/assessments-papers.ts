import Type, { type Static } from 'typebox';
import { Id, IdDigits, IdList, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import {
  Difficulty,
  LanguageId,
  Marks,
  MediaKey,
  Question,
  QuestionTypeValue,
  StageList,
} from './assessments-questions.js';
import { PaperStatusValue } from './states.js';

// Papers (spec 000 §7, spec 002 §3 paper, §5.2 settings): made by a school's teachers
// from the bank, picked or drawn by a blueprint, in sections, with a duration, total marks, negative
// marking and the settings of 002 §5.2; the platform's papers by platform editors; a learner's own
// practice test ("create my test"). Settings are (setting_id, child_setting_id) pairs: 13/14 the
// test-engine redirect, 10/11 explanations, 10/40 partial marking, 6/9 open syllabus, 6/39 the
// instruction screen, 17/19 ranks.

export const PaperSetting = Type.Object({
  setting_id: Type.Integer({ minimum: 1, maximum: 999 }),
  child_setting_list: Type.Array(Type.Object({ child_setting_id: Type.Integer({ minimum: 1, maximum: 999 }) }), {
    maxItems: 20,
  }),
});
export type PaperSetting = Static<typeof PaperSetting>;

/** A question placed in a paper; marks default to the question's. */
export const PaperQuestionInput = Type.Object({
  question_id: IdOrDigits(),
  marks: Type.Optional(Marks),
  negative_marks: Type.Optional(Marks),
});

/** A blueprint row: draw `count` questions at random from the nodes (and their subtrees). */
export const BlueprintRow = Type.Object({
  syllabus_ids: Type.Array(Id(), { minItems: 1, maxItems: 50 }),
  count: Type.Integer({ minimum: 1, maximum: 200 }),
  difficulty: Type.Optional(Type.Array(Difficulty, { maxItems: 3 })),
  question_types: Type.Optional(Type.Array(QuestionTypeValue, { maxItems: 9 })),
  tag_value_ids: Type.Optional(Type.Array(Id(), { maxItems: 50 })),
  stage: Type.Optional(StageList),
  marks: Type.Optional(Marks),
  negative_marks: Type.Optional(Marks),
});

/** A section: picked questions, or blueprint rows the server draws from (both may be given). */
export const PaperSectionInput = Type.Object({
  section_name: Type.String({ minLength: 1, maxLength: 120 }),
  subject_id: Type.Optional(Nullable(Id())),
  instructions: Type.Optional(Type.String({ maxLength: 5000 })),
  questions: Type.Optional(Type.Array(PaperQuestionInput, { maxItems: 300 })),
  blueprint: Type.Optional(Type.Array(BlueprintRow, { maxItems: 20 })),
});

/**
 * POST /paperCreation/v2/savePaper: a new paper (no paper_id) or a change to one nobody has attempted.
 * Staff make their school's papers (school_id, default their school); platform editors the
 * platform's (school_id null); a learner makes their own practice test (is_practice). total_marks,
 * when given, must equal the sum of the questions' marks.
 */
export const SavePaperBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  paper_id: Type.Optional(IdOrDigits()),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  is_practice: Type.Optional(Type.Boolean()),
  paper_name: Type.String({ minLength: 1, maxLength: 200 }),
  group_id: Type.Optional(Nullable(Id())),
  syllabus_id: IdOrDigits({ description: 'where the paper sits: a class, subject or chapter' }),
  language_id: Type.Optional(LanguageId),
  /** 1 a paper, 2 an Olympiad (group 3798). */
  paper_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  /** 2 is a special mode: straight to the attempt (002 §3, §4.5). */
  paper_mode: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
  paper_time: Type.Integer({ minimum: 1, maximum: 600, description: 'duration in minutes' }),
  total_marks: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  /** false: every negative mark counts as 0. Default true. */
  negative_marking: Type.Optional(Type.Boolean()),
  paper_settings: Type.Optional(Type.Array(PaperSetting, { maxItems: 20 })),
  is_omr: Type.Optional(Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })])),
  paper_nature: Type.Optional(Type.String({ maxLength: 50 })),
  paper_qualified_mode: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 9 }))),
  instructions: Type.Optional(Type.String({ maxLength: 10_000 })),
  sections: Type.Array(PaperSectionInput, { minItems: 1, maxItems: 20 }),
  /** Uploaded files of a printed paper (the school's uploads). */
  file_keys: Type.Optional(Type.Array(MediaKey, { maxItems: 10 })),
  /** The same seed draws the same blueprint questions. */
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  /** Online only: answers count only if they reach the server before time is up (no offline sync). Default false. */
  online_only: Type.Optional(Type.Boolean()),
});
export type SavePaperBody = Static<typeof SavePaperBody>;

export const PaperFile = Type.Object({
  file_key: Type.String(),
  file_name: Type.String(),
  /** Signed for an hour. */
  download_url: Type.String(),
});

export const PaperSection = Type.Object({
  paper_section_id: Type.Integer(),
  section_name: Type.String(),
  subject_id: Nullable(Type.Integer()),
  instructions: Type.String(),
  question_count: Type.Integer(),
  marks: Type.Number(),
});

/** A paper (002 §3 paper fields and the attempt paper response's first element). */
export const PaperDetail = Type.Object({
  paper_id: Type.Integer(),
  paper_name: Type.String(),
  school_id: Nullable(Type.Integer({ description: 'null: the platform’s (or a learner’s own test)' })),
  is_practice: Type.Integer({ description: '1: a learner’s own practice test' }),
  group_id: Nullable(Type.Integer()),
  group_name: Nullable(Type.String()),
  syllabus_id: Nullable(Type.Integer()),
  syllabus_mapping_id: Nullable(Type.Integer()),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  language_id: Type.Integer(),
  paper_type: Type.Integer(),
  paper_mode: Type.Integer(),
  paper_time: Type.Integer({ description: 'minutes' }),
  total_marks: Type.Number(),
  total_questions: Type.Integer(),
  negative_marking: Type.Integer(),
  paper_settings: Type.Array(PaperSetting),
  is_subjective: Type.Integer(),
  is_omr: Type.Integer(),
  paper_nature: Nullable(Type.String()),
  paper_qualified_mode: Nullable(Type.Integer()),
  paper_status: PaperStatusValue,
  question_subject_ids: Type.Array(Type.Integer()),
  instructions: Type.String(),
  sections: Type.Array(PaperSection),
  file_path: Type.Array(PaperFile),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** Whether the caller may change it (no attempt yet, and theirs to edit). */
  can_edit: Type.Boolean(),
  /** Whether anyone has attempted it (then only drops and settings change). */
  has_attempts: Type.Boolean(),
  /** Online only: no offline sync of answers after the deadline. */
  online_only: Type.Boolean(),
});
export type PaperDetail = Static<typeof PaperDetail>;

/** GET /paperCreation/paperDetailById/{id}. */
export const PaperIdParams = Type.Object({ id: IdDigits() });

/** GET /paperCreation/paperNamesByPaperIdsUniversity: names of the papers the caller may see. */
export const PaperNamesQuery = Type.Object({ uuid: Type.Optional(Uuid), paperIds: IdList() });
export const PaperNamesData = Type.Array(Type.Object({ paper_id: Type.Integer(), paper_name: Type.String() }));
export type PaperNamesData = Static<typeof PaperNamesData>;

/** PUT /paperCreation/deletePaper: a paper nobody was assigned (an assigned one answers 409). */
export const DeletePaperBody = Type.Object({ ...LegacyCallFields, uuid: Type.Optional(Uuid), paper_id: IdOrDigits() });
export const DeletePaperData = Type.Object({ paper_id: Type.Integer(), deleted: Type.Boolean() });

/** POST /paperCreation/v2/questionListByPaperId. */
export const QuestionListBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  paper_id: IdOrDigits(),
  language_id: Type.Optional(LanguageId),
});
export const PaperQuestion = Type.Object({
  paper_section_id: Nullable(Type.Integer()),
  question_order: Type.Integer(),
  marks: Type.Number(),
  negative_marks: Type.Number(),
  /** 1: dropped; everyone gets its marks. */
  is_dropped: Type.Integer(),
  question: Question,
});
export const QuestionListData = Type.Object({ paper: PaperDetail, questions: Type.Array(PaperQuestion) });
export type QuestionListData = Static<typeof QuestionListData>;

/** POST /paperCreation/v2/dropQuestion: drop (or restore) a question; every attempt is evaluated again. */
export const DropQuestionBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  paper_id: IdOrDigits(),
  question_id: IdOrDigits(),
  is_dropped: Type.Boolean(),
});
export const DropQuestionData = Type.Object({
  paper_id: Type.Integer(),
  question_id: Type.Integer(),
  is_dropped: Type.Integer(),
  reevaluated_attempts: Type.Integer(),
});
export type DropQuestionData = Static<typeof DropQuestionData>;

/** GET /paperCreation/createMyTestGroupInfo: what a learner may build a practice test from. */
export const MyTestGroupInfoQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  boardId: Type.Optional(IdDigits()),
  classId: Type.Optional(IdDigits()),
});
export const MyTestGroupInfoData = Type.Object({
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  subjects: Type.Array(
    Type.Object({
      subject_id: Type.Integer(),
      subject_name: Type.String(),
      question_count: Type.Integer(),
      chapters: Type.Array(
        Type.Object({ chapter_id: Type.Integer(), chapter_name: Type.String(), question_count: Type.Integer() }),
      ),
    }),
  ),
  question_counts: Type.Array(Type.Integer({ description: 'test sizes offered' })),
  durations: Type.Array(Type.Integer({ description: 'minutes' })),
  question_types: Type.Array(Type.String()),
  difficulties: Type.Array(Type.Integer()),
});
export type MyTestGroupInfoData = Static<typeof MyTestGroupInfoData>;
