import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';

// Work handed in and returned. A homework task (learn-list item type 4) may ask for
// work; the learner hands in photos, a PDF or typed text; the section's teacher marks it (out of the
// maximum they set, whole or half marks, with a comment) and returns it, or asks for it again.

/** Typed text of one hand-in, at most. */
export const HANDIN_TEXT_MAX = 5000;
/** Files of one hand-in (photos of notebook pages and PDFs), at most. */
export const HANDIN_FILES_MAX = 10;
/** A teacher's comment on returned work, at most. */
export const HANDIN_COMMENT_MAX = 2000;

/** A task of a list, as learn-list calls name it: its list and its learnlist_item_id (type 4). */
const TaskRef = {
  learnlist_id: IdOrDigits(),
  learnlist_item_id: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Id()], {
    description: 'the task’s learnlist_item_id (item type 4)',
  }),
};

const UploadKey = Type.String({ minLength: 1, maxLength: 500, description: 'a key answered by uploadWork' });

export const HandinStanding = Type.Union(
  [
    Type.Literal('not_handed_in'),
    Type.Literal('handed_in'),
    Type.Literal('late'),
    Type.Literal('returned'),
    Type.Literal('asked_again'),
  ],
  { description: 'the latest hand-in’s state; late while late work waits for its marks' },
);
export type HandinStanding = Static<typeof HandinStanding>;

export const HandinFile = Type.Object({
  key: Type.String(),
  name: Type.String(),
  content_type: Type.String(),
  url: Type.String({ description: 'a signed link, an hour' }),
});
export type HandinFile = Static<typeof HandinFile>;

export const Handin = Type.Object({
  handin_id: Type.Integer(),
  assign_id: Type.Integer(),
  learnlist_id: Type.Integer(),
  learnlist_item_id: Type.String(),
  learner_uuid: Type.String(),
  attempt_no: Type.Integer({ description: '1 for the first hand-in, 2 after the teacher asked again, ...' }),
  status: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
    description: '1 handed in, 2 returned with marks, 3 asked again, 4 taken back by the learner before marking',
  }),
  late: Type.Boolean({ description: 'handed in after the due day (the server’s clock, the school’s zone)' }),
  handed_in_at: Type.String(),
  text: Nullable(Type.String()),
  files: Type.Array(HandinFile),
  marks: Nullable(Type.Number()),
  max_marks: Type.Integer(),
  comment: Nullable(Type.String()),
  marked_files: Type.Array(HandinFile, { description: 'the teacher’s drawings on the photos, when returned' }),
  returned_at: Nullable(Type.String()),
});
export type Handin = Static<typeof Handin>;

/** POST /syllabus-v2/handins/teacher/setTaskHandin: a task asks for work (with its maximum mark) or no longer does. */
export const SetTaskHandinBody = Type.Object({
  ...LegacyCallFields,
  ...TaskRef,
  asks_for_work: Type.Boolean(),
  max_marks: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'needed when asks_for_work' })),
});
export type SetTaskHandinBody = Static<typeof SetTaskHandinBody>;

export const TaskHandinSetting = Type.Object({
  learnlist_id: Type.Integer(),
  learnlist_item_id: Type.String(),
  max_marks: Type.Integer(),
});
export type TaskHandinSetting = Static<typeof TaskHandinSetting>;

export const TaskHandinsData = Type.Object({
  learnlist_id: Type.Integer(),
  tasks: Type.Array(TaskHandinSetting, { description: 'the list’s tasks that ask for work' }),
});
export type TaskHandinsData = Static<typeof TaskHandinsData>;

/** POST /syllabus-v2/handins/teacher/taskHandins: which of a list's tasks ask for work. */
export const TaskHandinsBody = Type.Object({ ...LegacyCallFields, learnlist_id: IdOrDigits() });
export type TaskHandinsBody = Static<typeof TaskHandinsBody>;

/** POST /syllabus-v2/handins/student/myHandins: the learner's (a parent: the child's, uuid) work for a homework. */
export const MyHandinsBody = Type.Object({ ...LegacyCallFields, uuid: Type.Optional(Uuid), assign_id: IdOrDigits() });
export type MyHandinsBody = Static<typeof MyHandinsBody>;

export const LearnerTaskHandins = Type.Object({
  learnlist_item_id: Type.String(),
  max_marks: Type.Integer(),
  standing: HandinStanding,
  may_hand_in: Type.Boolean({
    description: 'nothing handed in yet, or the teacher asked again (and the caller is the learner)',
  }),
  handins: Type.Array(Handin, { description: 'newest first; the first is the latest' }),
});
export type LearnerTaskHandins = Static<typeof LearnerTaskHandins>;

export const MyHandinsData = Type.Object({
  assign_id: Type.Integer(),
  learnlist_id: Type.Integer(),
  due_at: Type.String({ description: 'the learner’s due instant (an extension’s when they have one)' }),
  tasks: Type.Array(LearnerTaskHandins),
});
export type MyHandinsData = Static<typeof MyHandinsData>;

/** Homework asked about at once by handinStates: a page of the learner's homework list, at most. */
export const HANDIN_STATES_MAX = 100;

/** POST /syllabus-v2/handins/student/handinStates: per homework of the learner's list, each work task's state. */
export const HandinStatesBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  assign_ids: Type.Array(IdOrDigits(), { minItems: 1, maxItems: HANDIN_STATES_MAX }),
});
export type HandinStatesBody = Static<typeof HandinStatesBody>;

export const TaskHandinState = Type.Object({
  learnlist_item_id: Type.String(),
  standing: HandinStanding,
  marks: Nullable(Type.Number({ description: 'when returned' })),
  max_marks: Type.Integer(),
});
export type TaskHandinState = Static<typeof TaskHandinState>;

export const HandinStatesData = Type.Object({
  homework: Type.Array(Type.Object({ assign_id: Type.Integer(), tasks: Type.Array(TaskHandinState) }), {
    description: 'only homework the learner holds with a task that asks for work',
  }),
});
export type HandinStatesData = Static<typeof HandinStatesData>;

/** POST /syllabus-v2/handins/student/uploadWork (multipart: assign_id, learnlist_item_id, file). */
export const UploadWorkForm = Type.Object({
  assign_id: Type.String({ maxLength: 12, description: 'the homework the work is for' }),
  learnlist_item_id: Type.String({ maxLength: 100, description: 'the task' }),
  file: Type.String({ format: 'binary', description: 'a photo (JPEG, PNG, WebP) or a PDF' }),
});

export const UploadWorkData = Type.Object({
  key: Type.String(),
  file_name: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.Integer(),
});
export type UploadWorkData = Static<typeof UploadWorkData>;

/** POST /syllabus-v2/handins/student/handIn: the learner hands in (a retry with the same client id counts once). */
export const HandInBody = Type.Object({
  ...LegacyCallFields,
  assign_id: IdOrDigits(),
  learnlist_item_id: TaskRef.learnlist_item_id,
  client_handin_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  text: Type.Optional(Nullable(Type.String({ maxLength: HANDIN_TEXT_MAX }))),
  files: Type.Optional(Type.Array(UploadKey, { maxItems: HANDIN_FILES_MAX })),
});
export type HandInBody = Static<typeof HandInBody>;

/** POST /syllabus-v2/handins/student/takeBack: the learner takes back a hand-in that is not marked yet. */
export const TakeBackBody = Type.Object({ ...LegacyCallFields, handin_id: IdOrDigits() });
export type TakeBackBody = Static<typeof TakeBackBody>;

/** POST /syllabus-v2/handins/teacher/handinList: a section's learners and their latest work for one task. */
export const HandinListBody = Type.Object({
  ...LegacyCallFields,
  assign_id: IdOrDigits(),
  learnlist_item_id: TaskRef.learnlist_item_id,
  section_id: Type.Optional(IdOrDigits()),
});
export type HandinListBody = Static<typeof HandinListBody>;

export const HandinLearner = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  standing: HandinStanding,
  handins: Type.Array(Handin, { description: 'newest first' }),
});

export const HandinListData = Type.Object({
  assign_id: Type.Integer(),
  learnlist_id: Type.Integer(),
  learnlist_item_id: Type.String(),
  task_text: Nullable(Type.String()),
  max_marks: Type.Integer(),
  due_at: Type.String(),
  section_id: Type.Integer(),
  section_ids: Type.Array(Type.Integer(), { description: 'the homework’s sections the caller teaches' }),
  handed_in_count: Type.Integer(),
  learners: Type.Array(HandinLearner),
});
export type HandinListData = Static<typeof HandinListData>;

/** POST /syllabus-v2/handins/teacher/returnHandin: return with marks and a comment, or ask for the work again. */
export const ReturnHandinBody = Type.Object({
  ...LegacyCallFields,
  handin_id: IdOrDigits(),
  action: Type.Union([Type.Literal('return'), Type.Literal('ask_again')]),
  marks: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  comment: Type.Optional(Nullable(Type.String({ maxLength: HANDIN_COMMENT_MAX }))),
  marked_files: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 500 }), {
      maxItems: HANDIN_FILES_MAX,
      description: 'photos the teacher drew on, uploaded through /upload/uploadFile (the school’s own uploads)',
    }),
  ),
});
export type ReturnHandinBody = Static<typeof ReturnHandinBody>;

export const HandinData = Type.Object({ handin: Handin });
export type HandinData = Static<typeof HandinData>;
