import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { LearnListStageValue } from './states.js';

// Learn-lists (spec 000 §3, §5, §7; calls.tsv module learnlists): made and kept by a school's
// teachers (or by a parent for their own child), items in order. Homework, reports and completion
// are in learnlist-homework.ts.

/** Spec 000 §3 item types: 1 content, 2 question, 3/6/7/9/10/11 paper or test, 4 task, 5 recorded lecture, 12 study notes. */
export const LearnListItemTypeValue = Type.Union(
  // Spelled out: a mapped array of literals has no static type (it reads as never in TypeScript).
  [
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(5),
    Type.Literal(6),
    Type.Literal(7),
    Type.Literal(9),
    Type.Literal(10),
    Type.Literal(11),
    Type.Literal(12),
  ],
  { description: '1 content, 2 question, 3/6/7/9/10/11 paper or test, 4 task, 5 recorded lecture, 12 study notes' },
);

/** An item id as the specs send it: a number, digits, or an 'EM' NEMR test id. */
export const LearnListItemId = Type.Union(
  [Id(), Type.String({ pattern: '^(EM)?[0-9A-Za-z_-]{1,40}$', maxLength: 42 })],
  {
    description: "the content, question, paper, task, lecture or note id ('EM…' for a NEMR test)",
  },
);

/** An item as sent when adding it (spec 000 §3 item fields). */
export const LearnListItemInput = Type.Object({
  learnlist_item_id: LearnListItemId,
  learnlist_item_type: LearnListItemTypeValue,
  syllabus_id: Type.Optional(Nullable(Id())),
  syllabus_mapping_id: Type.Optional(Nullable(Id())),
  group_id: Type.Optional(Nullable(Id())),
  learnlist_item_order: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  /** For a task (type 4): what to do, in the teacher's words. */
  task_text: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
});
export type LearnListItemInput = Static<typeof LearnListItemInput>;

/** An item as answered: what it is, where it sits, and a title from its module when it exists yet. */
export const LearnListItem = Type.Object({
  learnlist_item_id: Type.String(),
  learnlist_item_type: Type.Integer(),
  item_kind: Type.String({ description: 'content, question, paper, task, recorded_lecture or study_notes' }),
  is_nemr_test: Type.Boolean(),
  syllabus_id: Nullable(Type.Integer()),
  syllabus_mapping_id: Nullable(Type.Integer()),
  group_id: Nullable(Type.Integer()),
  learnlist_item_order: Type.Integer(),
  content_title: Nullable(
    Type.String({
      description:
        'the item’s title (content’s, a question’s stem as plain text, a paper’s name, a recording’s title); null when it is missing',
    }),
  ),
  content_kind: Nullable(Type.String()),
  task_text: Nullable(Type.String()),
  /** For a learner's assigned list: when this learner completed the item (000 §4), else null. */
  completed_on: Nullable(Type.String()),
  /** Whether the item can be opened now: it exists and is the list's school's or the platform's. */
  openable: Type.Boolean(),
  /** Why it cannot be opened, in plain words (a removed paper, a NEMR test); null when it opens. */
  unavailable_reason: Nullable(Type.String()),
});
export type LearnListItem = Static<typeof LearnListItem>;

export const LearnListSummary = Type.Object({
  learnlist_id: Type.Integer(),
  learnlist_name: Type.String(),
  title: Type.String(),
  school_id: Nullable(Type.Integer()),
  uuid: Type.String({ description: 'the owner: the teacher (or parent) who made it' }),
  owner_name: Type.String(),
  stage: Type.Integer({ description: '1 draft, 2 published, 3 archived' }),
  is_class_recap: Type.Integer({ description: '1 for a class recap (000 §4)' }),
  is_active: Type.Integer(),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  subject_id: Nullable(Type.Integer()),
  subject_name: Nullable(Type.String()),
  item_count: Type.Integer(),
  assignment_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type LearnListSummary = Static<typeof LearnListSummary>;

export const LearnListDetail = Type.Object({
  ...LearnListSummary.properties,
  /** Items sorted by learnlist_item_order (spec 000 §7). */
  learnlist_data: Type.Array(LearnListItem),
  /** Teachers of the school the owner shared it with (assignLearnListToTeacherUniversity). */
  shared_with: Type.Array(Type.Object({ uuid: Type.String(), name: Type.String() })),
  /** What the caller may do with it, decided by the server. */
  can_edit: Type.Boolean(),
  can_assign: Type.Boolean(),
  /** Read as a learner's homework (assignId): that assignment; null otherwise. */
  assign_id: Nullable(Type.Integer()),
  /** With assignId: 1 when items open without the access checks (a school's assignment, 002 §2.3), else 0; null otherwise. */
  mode: Nullable(Type.Integer()),
});
export type LearnListDetail = Static<typeof LearnListDetail>;

/** Items left out because spec 000 §5 skips creation for their group (3145, 3146, 3131, 3132) unless a question. */
export const SkippedItems = Type.Array(
  Type.Object({ learnlist_item_id: Type.String(), learnlist_item_type: Type.Integer(), reason: Type.String() }),
);

export const LearnListWriteData = Type.Object({ learnlist: LearnListDetail, skipped_items: SkippedItems });
export type LearnListWriteData = Static<typeof LearnListWriteData>;

// ---------------------------------------------------------------- calls

/** POST /syllabus-v2/createUpdateLearnListUniversity: creates (no learnlist_id) or renames and replaces items. */
export const CreateUpdateLearnListBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  learnlist_id: Type.Optional(Nullable(IdOrDigits())),
  learnlist_name: Type.Optional(Type.String({ maxLength: 120, description: "empty: 'Homework_N' (000 §5)" })),
  learnlist_data: Type.Optional(Type.Array(LearnListItemInput, { maxItems: 500 })),
  board_id: Type.Optional(Nullable(Id())),
  class_id: Type.Optional(Nullable(Id())),
  subject_id: Type.Optional(Nullable(Id())),
  /** Made from the teaching screen: at most 50 items (000 §5). */
  from_teaching_screen: Type.Optional(Type.Boolean()),
});
export type CreateUpdateLearnListBody = Static<typeof CreateUpdateLearnListBody>;

/** POST /syllabus-v2/addItemToLearnListUniversity. */
export const AddLearnListItemsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  learnlist_id: IdOrDigits(),
  items: Type.Array(LearnListItemInput, { minItems: 1, maxItems: 100 }),
  from_teaching_screen: Type.Optional(Type.Boolean()),
});
export type AddLearnListItemsBody = Static<typeof AddLearnListItemsBody>;

/** PUT /syllabus-v2/removeItemFromLearnListUniversity (000 §7: uuid, learnlist_id, items). */
export const RemoveLearnListItemsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  learnlist_id: IdOrDigits(),
  items: Type.Array(Type.Object({ learnlist_item_id: LearnListItemId, learnlist_item_type: LearnListItemTypeValue }), {
    minItems: 1,
    maxItems: 100,
  }),
});
export type RemoveLearnListItemsBody = Static<typeof RemoveLearnListItemsBody>;

/** GET /syllabus-v2/learnListDetailUniversity (000 §7: uuid, learnListId, schoolId; items sorted by order). */
export const LearnListDetailQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  learnListId: IdOrDigits(),
  schoolId: Type.Optional(IdOrDigits()),
  /** A learner's assignment: completion per item and the open mode come with it. */
  assignId: Type.Optional(IdOrDigits()),
});
export type LearnListDetailQuery = Static<typeof LearnListDetailQuery>;

/** GET /syllabus-v2/learnListDetailByIdsUniversity: the client asks in chunks of 9 (000 §9). */
export const LearnListDetailByIdsQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  ids: Type.String({
    pattern: '^\\s*[1-9][0-9]{0,9}(\\s*,\\s*[1-9][0-9]{0,9}){0,49}\\s*$',
    maxLength: 600,
    description: 'comma-separated, up to 50',
  }),
  schoolId: Type.Optional(IdOrDigits()),
});
export type LearnListDetailByIdsQuery = Static<typeof LearnListDetailByIdsQuery>;
export const LearnListDetailList = Type.Array(LearnListDetail);

/** GET /syllabus-v2/searchLearnListUniversity: the school's lists the caller may use; name filter over 2 characters. */
export const SearchLearnListQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  schoolId: Type.Optional(IdOrDigits()),
  searchText: Type.Optional(Type.String({ maxLength: 120 })),
  learnlistName: Type.Optional(Type.String({ maxLength: 120 })),
  stage: Type.Optional(Type.Union([LearnListStageValue, Type.String({ pattern: '^[123]$' })])),
  /** 5: the admin search of every teacher's lists (000 §9); otherwise the caller's own and shared ones. */
  learnListTypeId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 99 }), Type.String({ pattern: '^[0-9]{1,2}$' })]),
  ),
  subjectId: Type.Optional(IdOrDigits()),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type SearchLearnListQuery = Static<typeof SearchLearnListQuery>;
export const SearchLearnListData = Type.Object({
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  learnlist_list: Type.Array(LearnListSummary),
});
export type SearchLearnListData = Static<typeof SearchLearnListData>;

/** PUT /syllabus-v2/updateLearnListStage: publish (2), unpublish (1: only while nobody was assigned it), archive (3). */
export const UpdateLearnListStageBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  learnlist_id: IdOrDigits(),
  stage: LearnListStageValue,
});
export type UpdateLearnListStageBody = Static<typeof UpdateLearnListStageBody>;

/** DELETE /syllabus-v2/removeLearnListUniversity: only a list nobody was assigned (archive the others). */
export const RemoveLearnListQuery = Type.Object({ uuid: Type.Optional(Uuid), learnlist_id: IdOrDigits() });
export type RemoveLearnListQuery = Static<typeof RemoveLearnListQuery>;
export const RemovedData = Type.Object({ learnlist_id: Type.Integer(), removed: Type.Boolean() });

/** POST /student-report/teacher/attachOpenTestWithLearnlist: an open test (a paper) as an item of the list. */
export const AttachOpenTestBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  learnlist_id: IdOrDigits(),
  paper_id: IdOrDigits(),
  syllabus_id: Type.Optional(Nullable(Id())),
});
export type AttachOpenTestBody = Static<typeof AttachOpenTestBody>;

/** POST /student-report/teacher/assignLearnListToTeacherUniversity: share with teachers of the same school (teacher only). */
export const AssignLearnListToTeacherBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  learnlist_id: IdOrDigits(),
  teacher_uuids: Type.Array(Uuid, { minItems: 1, maxItems: 50 }),
});
export type AssignLearnListToTeacherBody = Static<typeof AssignLearnListToTeacherBody>;
