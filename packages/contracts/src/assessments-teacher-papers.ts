import Type, { type Static } from 'typebox';
import { IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';

// A teacher's list of papers (a chosen path: no spec call lists them): the papers the
// caller can use on the faculty dashboard, their school's and, for platform editors, the
// platform's, with what a teacher picks one by.

/** POST /paperCreation/v2/teacherPaperList: the name filter applies above 2 characters, like learn-lists. */
export const TeacherPaperListBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  /** One of the caller's schools; by default all of them. */
  school_id: Type.Optional(IdOrDigits()),
  search_text: Type.Optional(Type.String({ maxLength: 120 })),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type TeacherPaperListBody = Static<typeof TeacherPaperListBody>;

export const TeacherPaperItem = Type.Object({
  paper_id: Type.Integer(),
  paper_name: Type.String(),
  school_id: Nullable(Type.Integer({ description: 'null: the platform’s' })),
  paper_type: Type.Integer(),
  total_questions: Type.Integer(),
  total_marks: Type.Number(),
  paper_time: Type.Integer({ description: 'minutes' }),
  is_omr: Type.Integer(),
  created_at: Type.String(),
  created_by_name: Type.String(),
  /** How many times it was assigned (an assigned paper is not deleted). */
  assignment_count: Type.Integer(),
  /** Whether the caller may change or delete it. */
  can_edit: Type.Boolean(),
});
export type TeacherPaperItem = Static<typeof TeacherPaperItem>;

export const TeacherPaperListData = Type.Object({
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  paper_list: Type.Array(TeacherPaperItem),
});
export type TeacherPaperListData = Static<typeof TeacherPaperListData>;
