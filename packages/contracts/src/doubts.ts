import Type, { type Static } from 'typebox';
import { MediaKey } from './assessments-questions.js';
import { Id, LegacyCallFields, Nullable, Uuid } from './common.js';

// Doubts (the specs' screen /ask-a-doubt): a learner asks from a content item, a
// chapter or a question of a test whose results are out, in words and with photos; it reaches the
// teachers of the learner's section for that subject, who answer in words, photos or with a content
// item. The server derives the section, the subject and the teachers; the client names only what the
// doubt is about.

/** The longest doubt or answer: a long paragraph, as a phone keyboard writes one. */
export const DOUBT_TEXT_MAX = 2000;
/** Photos one doubt or one answer carries. */
export const DOUBT_PHOTOS_MAX = 3;
/** A learner's photo: the phone's picture, compressed on the device; larger ones are refused. */
export const DOUBT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Doubts per page of any list. */
export const DOUBT_PAGE_MAX = 50;

export const DoubtAboutValue = Type.Union(
  [Type.Literal('content'), Type.Literal('chapter'), Type.Literal('question')],
  { description: 'content: a content item; chapter: a chapter or topic; question: a question of a released test' },
);
export type DoubtAbout = Static<typeof DoubtAboutValue>;

export const DoubtStatusValue = Type.Union([Type.Literal('open'), Type.Literal('answered')], {
  description: 'open: waiting for a teacher; answered',
});
export type DoubtStatus = Static<typeof DoubtStatusValue>;

const DoubtText = Type.String({ minLength: 1, maxLength: DOUBT_TEXT_MAX });
const Photos = Type.Array(MediaKey, { maxItems: DOUBT_PHOTOS_MAX, description: 'keys of the caller’s own uploads' });
const Page = {
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: DOUBT_PAGE_MAX })),
};

/**
 * POST /doubts/student/askDoubt: the learner's own (a parent reads, never asks). `about` names what
 * the doubt is on: content (content_id), chapter (syllabus_id: a chapter or topic) or question
 * (attempt_id and question_id: a question of the learner's attempt whose result is out).
 */
export const AskDoubtBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  about: DoubtAboutValue,
  content_id: Type.Optional(Id()),
  syllabus_id: Type.Optional(Id()),
  attempt_id: Type.Optional(Id()),
  question_id: Type.Optional(Id()),
  doubt_text: DoubtText,
  photos: Type.Optional(Photos),
});
export type AskDoubtBody = Static<typeof AskDoubtBody>;

export const DoubtPhoto = Type.Object({ key: Type.String(), url: Type.String() });
export type DoubtPhoto = Static<typeof DoubtPhoto>;

export const DoubtAnswer = Type.Object({
  answer_text: Nullable(Type.String()),
  photos: Type.Array(DoubtPhoto),
  /** A content item the teacher linked; its title as the learner's school sees it. */
  content_id: Nullable(Type.Integer()),
  content_title: Nullable(Type.String()),
  teacher_name: Nullable(Type.String()),
  answered_at: Type.String(),
});
export type DoubtAnswer = Static<typeof DoubtAnswer>;

export const DoubtView = Type.Object({
  doubt_id: Type.Integer(),
  about: DoubtAboutValue,
  content_id: Nullable(Type.Integer()),
  syllabus_id: Nullable(Type.Integer()),
  attempt_id: Nullable(Type.Integer()),
  question_id: Nullable(Type.Integer()),
  /** The content item's or chapter's title, or "Question" with the test's name. */
  about_title: Type.String(),
  subject_id: Type.Integer(),
  subject_name: Type.String(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  doubt_text: Type.String(),
  photos: Type.Array(DoubtPhoto),
  status: DoubtStatusValue,
  asked_at: Type.String(),
  /** Who asked: the learner's name to their teachers, themselves and their parents; null to classmates. */
  learner_name: Nullable(Type.String()),
  answer: Nullable(DoubtAnswer),
});
export type DoubtView = Static<typeof DoubtView>;

export const AskDoubtData = Type.Object({ doubt: DoubtView });
export type AskDoubtData = Static<typeof AskDoubtData>;

/** POST /doubts/student/myDoubts: the learner's doubts (a parent: the active child's, uuid), newest first. */
export const MyDoubtsBody = Type.Object({ ...LegacyCallFields, uuid: Type.Optional(Uuid), ...Page });
export type MyDoubtsBody = Static<typeof MyDoubtsBody>;

export const DoubtListData = Type.Object({
  doubts: Type.Array(DoubtView),
  total: Type.Integer({ minimum: 0 }),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
});
export type DoubtListData = Static<typeof DoubtListData>;

/**
 * POST /doubts/student/classmatesDoubts: answered doubts of the learner's sections, without names,
 * when the school lets learners see them (allowed false and none otherwise).
 */
export const ClassmatesDoubtsBody = Type.Object({ ...LegacyCallFields, uuid: Type.Optional(Uuid), ...Page });
export type ClassmatesDoubtsBody = Static<typeof ClassmatesDoubtsBody>;

export const ClassmatesDoubtsData = Type.Object({
  allowed: Type.Boolean(),
  doubts: Type.Array(DoubtView),
  total: Type.Integer({ minimum: 0 }),
});
export type ClassmatesDoubtsData = Static<typeof ClassmatesDoubtsData>;

/** POST /doubts/teacher/queue: the doubts of the sections and subjects the teacher teaches, unanswered first. */
export const DoubtQueueBody = Type.Object({
  ...LegacyCallFields,
  section_id: Type.Optional(Id()),
  subject_id: Type.Optional(Id()),
  status: Type.Optional(DoubtStatusValue),
  ...Page,
});
export type DoubtQueueBody = Static<typeof DoubtQueueBody>;

export const DoubtQueueData = Type.Object({
  doubts: Type.Array(DoubtView),
  total: Type.Integer({ minimum: 0 }),
  open_count: Type.Integer({ minimum: 0 }),
  /** The sections and subjects the caller answers doubts for: the queue's filters. */
  classes: Type.Array(
    Type.Object({
      section_id: Type.Integer(),
      section_name: Type.String(),
      subject_id: Type.Integer(),
      subject_name: Type.String(),
    }),
  ),
});
export type DoubtQueueData = Static<typeof DoubtQueueData>;

/** POST /doubts/teacher/answerDoubt: words, photos (the school's uploads) or a content item, at least one. */
export const AnswerDoubtBody = Type.Object({
  ...LegacyCallFields,
  doubt_id: Id(),
  answer_text: Type.Optional(Type.String({ maxLength: DOUBT_TEXT_MAX })),
  photos: Type.Optional(Photos),
  content_id: Type.Optional(Id()),
});
export type AnswerDoubtBody = Static<typeof AnswerDoubtBody>;

/** POST /doubts/school/settings: read (no change) or change (a school admin) the school's doubt settings. */
export const DoubtSettingsBody = Type.Object({
  ...LegacyCallFields,
  school_id: Type.Optional(Id()),
  classmates_see_answered: Type.Optional(Type.Boolean()),
});
export type DoubtSettingsBody = Static<typeof DoubtSettingsBody>;

export const DoubtSettingsData = Type.Object({
  school_id: Type.Integer(),
  /** Learners may read each other's answered doubts, without names. Off unless the school turns it on. */
  classmates_see_answered: Type.Boolean(),
  /** Whether the caller may change it (a school admin). */
  can_change: Type.Boolean(),
});
export type DoubtSettingsData = Static<typeof DoubtSettingsData>;

/** POST /upload/doubtPhoto (multipart: file): a learner's photo for a doubt, an image only. */
export const DoubtPhotoForm = Type.Object({
  file: Type.String({ format: 'binary', description: 'a photo (png, jpeg, webp, gif, avif), at most 5 MB' }),
});
export const DoubtPhotoData = Type.Object({ key: Type.String(), url: Type.String() });
export type DoubtPhotoData = Static<typeof DoubtPhotoData>;
