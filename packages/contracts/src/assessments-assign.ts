import Type, { type Static } from 'typebox';
import { OlympiadEnrollmentStatus } from '@esc/domain';
import { Id, IdDigits, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { PaperFile, PaperSetting } from './assessments-papers.js';
import { AttemptStatusValue, OlympiadEnrollmentStatusValue } from './states.js';

// Assigning papers and the learner's lists (spec 000 §7; spec 002 §3 assigned paper item,
// Olympiad enrollment, §4.3-§4.5). A school's staff assign to their sections with a window; a parent
// to their own child (group 3782); an Olympiad (group 3798, paper type 2) enrols each learner with a
// slot whose end closes their attempt. Times are ISO instants; the server's clock decides.

export const IsoInstant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  maxLength: 40,
  description: 'ISO 8601 instant, e.g. 2026-12-01T09:00:00Z',
});

/**
 * POST /student-report/teacher/assignPaper. Staff: to sections of their school (a teacher those they
 * teach, an admin any); the paper is their school's or the platform's. A parent: to their linked child
 * (uuid). With assign_id: a new window and per-learner extra time for an assignment.
 */
export const AssignPaperBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  paper_id: IdOrDigits(),
  assign_id: Type.Optional(IdOrDigits()),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  sections: Type.Optional(Type.Array(Id({ description: 'section_id' }), { maxItems: 50 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  paper_start_time: IsoInstant,
  paper_end_time: IsoInstant,
  paper_duration: Type.Integer({ minimum: 1, maximum: 600, description: 'minutes; default the paper’s time' }),
  /** Per learner: minutes beyond the deadline (an extension the teacher gives). */
  extensions: Type.Optional(
    Type.Array(Type.Object({ uuid: Uuid, extra_minutes: Type.Integer({ minimum: 0, maximum: 600 }) }), {
      maxItems: 500,
    }),
  ),
  /** Learners may attempt again after their result (paperListForReattempt). */
  allow_reattempt: Type.Optional(Type.Boolean()),
  /** An Olympiad's enrollment slot end (002 §4.5); default paper_end_time. */
  slot_end_time: Type.Optional(IsoInstant),
});
export type AssignPaperBody = Static<typeof AssignPaperBody>;

export const PaperAssignment = Type.Object({
  assign_id: Type.Integer(),
  paper_id: Type.Integer(),
  paper_name: Type.String(),
  title: Type.String(),
  school_id: Nullable(Type.Integer()),
  assigned_by: Type.String(),
  assigned_by_name: Type.String(),
  group_id: Nullable(Type.Integer()),
  is_parent_assigned: Type.Integer(),
  is_olympiad: Type.Integer(),
  paper_start_time: Type.String(),
  paper_end_time: Type.String(),
  paper_duration: Type.Integer(),
  allow_reattempt: Type.Integer(),
  sections: Type.Array(
    Type.Object({
      section_assign_id: Type.Integer(),
      section_id: Type.Integer(),
      section_name: Type.String(),
      learner_count: Type.Integer(),
    }),
  ),
  extensions: Type.Array(Type.Object({ uuid: Type.String(), extra_minutes: Type.Integer() })),
  results_published_at: Nullable(Type.String()),
});
export type PaperAssignment = Static<typeof PaperAssignment>;
export const AssignPaperData = Type.Object({ assignment: PaperAssignment });
export type AssignPaperData = Static<typeof AssignPaperData>;

export const PaperBatchDetails = Type.Object({
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  school_id: Nullable(Type.Integer()),
  section_id: Nullable(Type.Integer()),
  section_master_website_id: Nullable(Type.Integer()),
  class_name: Nullable(Type.String()),
  user_package_id: Type.Array(Type.Integer()),
});

/** An assigned paper as the learner's lists answer it (002 §3 assigned paper item). */
export const AssignedPaperItem = Type.Object({
  paper_id: Type.Integer(),
  assign_id: Type.Integer(),
  section_assign_id: Nullable(Type.Integer()),
  paper_name: Type.String(),
  title: Type.String(),
  paper_start_time: Type.String(),
  paper_end_time: Type.String(),
  paper_duration: Type.Integer(),
  paper_mode: Type.Integer(),
  is_omr: Type.Integer(),
  is_inclasstest: Type.Integer(),
  group_id: Nullable(Type.Integer()),
  is_olympiad: Type.Integer(),
  is_parent_assigned: Type.Integer(),
  attempt_status_id: AttemptStatusValue,
  attempt_id: Nullable(Type.Integer()),
  attempted_date: Nullable(Type.String()),
  /** When this learner's time ends (started) or ended (submitted). */
  student_end_test_time: Nullable(Type.String()),
  paper_assign_time: Type.String(),
  file_path: Type.Array(PaperFile),
  paperSetting: Type.Array(PaperSetting),
  assigned_syllabus_list: Type.Array(Type.Object({ syllabus_id: Type.Integer(), is_custom_syllabus: Type.Integer() })),
  learnlist_id: Nullable(Type.Integer()),
  batch_details: PaperBatchDetails,
  teacher_name: Type.String(),
  total_marks: Type.Number(),
  total_questions: Type.Integer(),
  /** Where opening it goes (002 §4.3): 'paper-instructions', 'test-engine' or null. */
  attempt_route: Nullable(Type.String()),
  /** The time gate on the server's clock (002 §4.4); toast 'Paper Not started' or 'Paper Time Over'. */
  time_gate: Type.Object({ open: Type.Boolean(), toast: Nullable(Type.String()) }),
  olympiad_enrollment_id: Nullable(Type.Integer()),
  slot_end_time: Nullable(Type.String()),
  results_published: Type.Integer(),
  score: Nullable(Type.Number()),
  percentage: Nullable(Type.Number()),
  rank: Nullable(Type.Integer()),
  percentile: Nullable(Type.Number()),
  /** Set by its teacher: answers count only if they reach the server before time is up. */
  online_only: Type.Optional(Type.Boolean()),
});
export type AssignedPaperItem = Static<typeof AssignedPaperItem>;

/** The learner's lists (assigned, submitted, evaluated, for reattempt); a parent names the child (uuid). */
export const StudentPaperListBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  board_id: Type.Optional(Nullable(IdOrDigits())),
  class_id: Type.Optional(Nullable(IdOrDigits())),
  syllabus_id: Type.Optional(Nullable(IdOrDigits())),
  group_id: Type.Optional(Nullable(IdOrDigits())),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type StudentPaperListBody = Static<typeof StudentPaperListBody>;
export const StudentPaperListData = Type.Object({
  uuid: Type.String(),
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  /** The server's clock (ISO), which every time gate of the list used. */
  current_time: Type.String(),
  papers: Type.Array(AssignedPaperItem),
});
export type StudentPaperListData = Static<typeof StudentPaperListData>;

/** POST paperAttemptedStatusByIds: the learner's attempt status per paper (and assignment). */
export const AttemptedStatusBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  paper_ids: Type.Optional(Type.Array(IdOrDigits(), { maxItems: 100 })),
  assign_ids: Type.Optional(Type.Array(IdOrDigits(), { maxItems: 100 })),
});
export const AttemptedStatusData = Type.Array(
  Type.Object({
    paper_id: Type.Integer(),
    assign_id: Nullable(Type.Integer()),
    attempt_id: Nullable(Type.Integer()),
    attempt_status_id: AttemptStatusValue,
    attempt_count: Type.Integer(),
  }),
);
export type AttemptedStatusData = Static<typeof AttemptedStatusData>;

/** GET /student-report/olympiad/enrollments: the learner's Olympiad enrollments (002 §3). */
export const EnrollmentsQuery = Type.Object({ uuid: Type.Optional(Uuid) });
export const OlympiadEnrollment = Type.Object({
  olympiad_enrollment_id: Type.Integer(),
  paper_id: Type.Integer(),
  assign_id: Type.Integer(),
  paper_name: Type.String(),
  start_date_time: Type.String(),
  end_date_time: Type.String({ description: 'the slot end: the attempt ends by it' }),
  enrolled_school_id: Nullable(Type.Integer()),
  l0: Nullable(Type.Integer({ description: 'board' })),
  l1: Nullable(Type.Integer({ description: 'class' })),
  status: OlympiadEnrollmentStatusValue,
});
export type OlympiadEnrollment = Static<typeof OlympiadEnrollment>;
export const EnrollmentsData = Type.Array(OlympiadEnrollment);

/** POST /student-report/olympiad/updatePaperStatus (002 §4.5, §7.2): status 1 when the paper is opened. */
export const UpdatePaperStatusBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  olympiad_enrollment_id: IdOrDigits(),
  paper_id: IdOrDigits(),
  assign_id: IdOrDigits(),
  /** Opened: the status as a number or as digits. */
  status: Type.Union([Type.Literal(OlympiadEnrollmentStatus.PaperOpened), Type.Literal('1')]),
});
export type UpdatePaperStatusBody = Static<typeof UpdatePaperStatusBody>;

/** GET /student-report/levelAssignedInfo (002 §4.4, §7.2): the server's clock for a board's time gate. */
export const LevelAssignedInfoQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  boardId: Type.Optional(IdDigits()),
  board: Type.Optional(IdDigits()),
});
export const LevelAssignedInfoData = Type.Object({
  current_time: Type.String({ description: 'ISO instant of the server’s clock' }),
  current_time_ms: Type.Integer(),
  board_id: Nullable(Type.Integer()),
  /** Boards 55356665 and 45308718 skip the time gate. */
  skips_time_gate: Type.Boolean(),
});
export type LevelAssignedInfoData = Static<typeof LevelAssignedInfoData>;
