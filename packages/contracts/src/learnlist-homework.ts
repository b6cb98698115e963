import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { LearnListItemId, LearnListItemTypeValue } from './learnlists.js';

// Homework: a learn-list assigned to sections (or by a parent to their child), done item by item,
// reported item by item (calls.tsv learnlists rows; calls-chosen.tsv assignLearnListToSections,
// learnerLearnListHomework, markLearnListItemComplete).

const IsoDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD, a day in the school’s time zone',
});

/**
 * POST /syllabus-v2/assignLearnListToSections. Staff assign to sections of their school; a parent
 * assigns to their own child (uuid, no sections: a parent-assigned list, group 3782). The start day
 * opens at 23:59 of the day before (000 §5); the due day closes at 23:59. With assign_id: changes
 * the dates and the per-learner extensions of an assignment.
 */
export const AssignLearnListBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  learnlist_id: IdOrDigits(),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  sections: Type.Optional(Type.Array(Id({ description: 'section_id' }), { maxItems: 50 })),
  learnlist_assigned_as: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 9 }), { maxItems: 9 })),
  mode: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  start_date: IsoDay,
  due_date: IsoDay,
  /** Per learner: a later due day than the section's. */
  extensions: Type.Optional(Type.Array(Type.Object({ uuid: Uuid, due_date: IsoDay }), { maxItems: 500 })),
  assign_id: Type.Optional(IdOrDigits()),
});
export type AssignLearnListBody = Static<typeof AssignLearnListBody>;

export const AssignmentSection = Type.Object({
  section_assign_id: Type.Integer(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  learner_count: Type.Integer(),
});

export const Assignment = Type.Object({
  assign_id: Type.Integer(),
  learnlist_id: Type.Integer(),
  school_id: Nullable(Type.Integer()),
  assigned_by: Type.String(),
  assigned_by_name: Type.String(),
  is_parent_assigned: Type.Integer({ description: '1: a parent assigned it to their child (group 3782)' }),
  learnlist_assigned_as: Type.Array(Type.Integer()),
  starts_at: Type.String({ description: 'ISO instant: 23:59 of the day before the start day' }),
  due_at: Type.String({ description: 'ISO instant: 23:59 of the due day' }),
  sections: Type.Array(AssignmentSection),
  extensions: Type.Array(Type.Object({ uuid: Type.String(), due_at: Type.String() })),
});
export type Assignment = Static<typeof Assignment>;

export const HomeworkStatusValue = Type.Union(
  [
    Type.Literal('upcoming'),
    Type.Literal('due'),
    Type.Literal('overdue'),
    Type.Literal('done'),
    Type.Literal('done_late'),
  ],
  { description: 'upcoming, due, overdue, done, done_late (learnlist-rules.ts)' },
);

/** POST /syllabus-v2/learnerLearnListHomework: a learner's homework (a parent names the active child). */
export const LearnerHomeworkBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('open'), HomeworkStatusValue])),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type LearnerHomeworkBody = Static<typeof LearnerHomeworkBody>;

export const HomeworkEntry = Type.Object({
  assign_id: Type.Integer(),
  section_assign_id: Nullable(Type.Integer()),
  learnlist_id: Type.Integer(),
  title: Type.String(),
  subject_name: Nullable(Type.String()),
  school_id: Nullable(Type.Integer()),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  assigned_by_name: Type.String(),
  is_parent_assigned: Type.Integer(),
  /** 1: items open without the access checks (a school's assignment), decided by the server (002 §2.3). */
  mode: Type.Integer(),
  starts_at: Type.String(),
  due_at: Type.String({ description: 'with this learner’s extension' }),
  status: HomeworkStatusValue,
  item_count: Type.Integer(),
  completed_count: Type.Integer(),
});
export type HomeworkEntry = Static<typeof HomeworkEntry>;

export const LearnerHomeworkData = Type.Object({
  uuid: Type.String(),
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  /** Overdue first, then due soonest, then upcoming, then done. */
  homework: Type.Array(HomeworkEntry),
});
export type LearnerHomeworkData = Static<typeof LearnerHomeworkData>;

/** POST /syllabus-v2/markLearnListItemComplete: once, while completed_on is empty (000 §4); a repeat answers the first. */
export const MarkItemCompleteBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  assign_id: IdOrDigits(),
  learnlist_id: IdOrDigits(),
  learnlist_item_id: LearnListItemId,
  learnlist_item_type: Type.Optional(LearnListItemTypeValue),
});
export type MarkItemCompleteBody = Static<typeof MarkItemCompleteBody>;
export const MarkItemCompleteData = Type.Object({
  assign_id: Type.Integer(),
  learnlist_item_id: Type.String(),
  completed_on: Type.String(),
  /** False when it had been completed before: nothing was recorded this time. */
  recorded: Type.Boolean(),
  completed_count: Type.Integer(),
  item_count: Type.Integer(),
  /**
   * The teacher archived the list (perhaps while the learner worked offline): the completion is kept in
   * the learner's record all the same, the list stays archived and nobody is notified of it
   * (docs/offline-conflicts.md). The learner is told: "Your teacher archived this homework; your work was kept."
   */
  list_archived: Type.Boolean(),
});
export type MarkItemCompleteData = Static<typeof MarkItemCompleteData>;

/** A learner's work for a task that asks for it, as the item-wise report shows it. */
export const ReportHandinCell = Type.Object({
  handin_id: Nullable(Type.Integer()),
  standing: Type.Union([
    Type.Literal('not_handed_in'),
    Type.Literal('handed_in'),
    Type.Literal('late'),
    Type.Literal('returned'),
    Type.Literal('asked_again'),
  ]),
  late: Type.Boolean(),
  marks: Nullable(Type.Number()),
});
export type ReportHandinCell = Static<typeof ReportHandinCell>;

/** GET /syllabus-v2/learnListItemWiseStudentReportUniversity (000 §7: learnListId, schoolId); format=xlsx downloads it. */
export const ItemWiseReportQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  learnListId: IdOrDigits(),
  schoolId: Type.Optional(IdOrDigits()),
  assignId: Type.Optional(IdOrDigits()),
  sectionId: Type.Optional(IdOrDigits()),
  sortBy: Type.Optional(
    Type.Union([Type.Literal('name'), Type.Literal('done'), Type.Literal('time_spent'), Type.Literal('last_opened')]),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('xlsx')])),
});
export type ItemWiseReportQuery = Static<typeof ItemWiseReportQuery>;

/**
 * One learner of the report: their totals, then their cells as arrays in the order of `items`, a value
 * per item (the fields are named once, not once per cell). An item is done when `completed_on` holds
 * its instant.
 */
export const ReportStudent = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  done_count: Type.Integer(),
  completion_percent: Type.Integer(),
  time_spent_seconds: Type.Integer({ description: 'the sum of time_spent' }),
  last_opened_at: Nullable(Type.String({ description: 'the latest of opened_at' })),
  completed_on: Type.Array(Nullable(Type.String()), {
    description: 'per item, in the order of items: when the learner completed it (ISO); null while not done',
  }),
  time_spent: Type.Array(Type.Integer(), {
    description: 'per item: seconds of the learner’s progress on it (a content item; 0 for the others)',
  }),
  opened_at: Type.Array(Nullable(Type.String()), {
    description: 'per item: when the learner last opened it (ISO); null if never',
  }),
  handins: Type.Optional(
    Type.Array(Nullable(ReportHandinCell), {
      description: 'per item: the learner’s work for a task that asks for it (handins module); null for other items',
    }),
  ),
});
export type ReportStudent = Static<typeof ReportStudent>;

export const ItemWiseReportData = Type.Object({
  learnlist_id: Type.Integer(),
  title: Type.String(),
  assign_id: Nullable(Type.Integer()),
  section_id: Nullable(Type.Integer()),
  section_name: Nullable(Type.String()),
  due_at: Nullable(Type.String()),
  items: Type.Array(
    Type.Object({
      learnlist_item_id: Type.String(),
      learnlist_item_type: Type.Integer(),
      content_title: Nullable(Type.String()),
      /** Share of the section's learners who completed it, 0 to 100. */
      completion_percent: Type.Integer(),
      max_marks: Type.Optional(
        Nullable(Type.Integer({ description: 'a task that asks for work handed in: its maximum mark' })),
      ),
    }),
  ),
  students: Type.Array(ReportStudent),
  completion_percent: Type.Integer({ description: 'the section’s completion over every learner and item' }),
});
export type ItemWiseReportData = Static<typeof ItemWiseReportData>;

/** POST /syllabus-v2/learnlistAttemptedUserListUniversity (000 §7: uuid, learnlist_id): learners who opened or completed an item. */
export const AttemptedUsersBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  learnlist_id: IdOrDigits(),
  assign_id: Type.Optional(IdOrDigits()),
});
export type AttemptedUsersBody = Static<typeof AttemptedUsersBody>;
export const AttemptedUsersData = Type.Object({
  learnlist_id: Type.Integer(),
  users: Type.Array(
    Type.Object({
      uuid: Type.String(),
      name: Type.String(),
      section_name: Nullable(Type.String()),
      completed_count: Type.Integer(),
      item_count: Type.Integer(),
      last_opened_at: Nullable(Type.String()),
    }),
  ),
});
export type AttemptedUsersData = Static<typeof AttemptedUsersData>;

export const AssignLearnListData = Type.Object({ assignment: Assignment });
export type AssignLearnListData = Static<typeof AssignLearnListData>;
