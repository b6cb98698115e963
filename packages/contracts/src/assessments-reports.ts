import Type, { type Static } from 'typebox';
import { IdDigits, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { AnswerKeyView, MediaLink } from './assessments-questions.js';
import { PaperAssignment } from './assessments-assign.js';
import { SavedAnswer } from './assessments-attempts.js';
import { AttemptStatusValue } from './states.js';

// Reports: the learner's report of an evaluated attempt, the teacher's overview,
// student activity and question analysis (also as a spreadsheet), the parent's overview of a child,
// weak topics with content recommended from the catalogue, and the status of a syllabus node's groups.

const Accuracy = {
  syllabus_id: Type.Integer(),
  syllabus_name: Type.String(),
  question_count: Type.Integer(),
  correct_count: Type.Integer(),
  /** Correct ÷ questions, 0-100. */
  accuracy: Type.Number(),
  marks: Type.Number(),
  max_marks: Type.Number(),
};
export const AccuracyRow = Type.Object(Accuracy);

export const RecommendedContent = Type.Object({
  content_id: Type.Integer(),
  content_title: Type.String(),
  content_kind: Type.String(),
});
export const WeakTopic = Type.Object({
  ...Accuracy,
  chapter_id: Nullable(Type.Integer()),
  recommended_content: Type.Array(RecommendedContent),
});

/** One answer of a report; correct_answer and explanation only when the paper allows them (10/11). */
export const ReportAnswer = Type.Object({
  question_id: Type.Integer(),
  parent_question_id: Type.Integer(),
  question_order: Type.Integer(),
  section_name: Nullable(Type.String()),
  question_type: Type.String(),
  stem: Type.String(),
  options: Type.Array(Type.Object({ option_id: Type.String(), option_text: Type.String() })),
  match_left: Type.Array(Type.Object({ option_id: Type.String(), option_text: Type.String() })),
  images: Type.Array(MediaLink),
  chapter_id: Nullable(Type.Integer()),
  topic_id: Nullable(Type.Integer()),
  response: SavedAnswer.properties.response,
  /** correct, partial, wrong, unanswered, dropped or pending (a teacher has not marked it yet). */
  outcome: Type.String(),
  marks_awarded: Nullable(Type.Number()),
  marks: Type.Number(),
  negative_marks: Type.Number(),
  time_spent_ms: Type.Integer(),
  is_dropped: Type.Integer(),
  teacher_comment: Nullable(Type.String()),
  correct_answer: Type.Optional(AnswerKeyView),
  explanation: Type.Optional(Type.String()),
});
export type ReportAnswer = Static<typeof ReportAnswer>;

/** GET /student-report/student/paperReport: the caller's (or a parent's child's) report. */
export const PaperReportQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  assign_id: Type.Optional(IdDigits()),
  attempt_id: Type.Optional(IdDigits()),
  paper_id: Type.Optional(IdDigits()),
});
export const PaperReportData = Type.Object({
  attempt_id: Type.Integer(),
  attempt_no: Type.Integer(),
  paper_id: Type.Integer(),
  assign_id: Nullable(Type.Integer()),
  paper_name: Type.String(),
  uuid: Type.String(),
  attempt_status_id: AttemptStatusValue,
  /** The results are out: score, ranks and answers are shown. Until then only the status is. */
  results_published: Type.Boolean(),
  submitted_at: Nullable(Type.String()),
  submitted_by: Nullable(Type.String()),
  score: Nullable(Type.Number()),
  max_marks: Type.Number(),
  percentage: Nullable(Type.Number()),
  correct_count: Type.Integer(),
  partial_count: Type.Integer(),
  wrong_count: Type.Integer(),
  unanswered_count: Type.Integer(),
  pending_count: Type.Integer(),
  /** With setting 17/19: competition rank within the assignment, and the NTA percentile. */
  rank: Nullable(Type.Integer()),
  percentile: Nullable(Type.Number()),
  candidates: Nullable(Type.Integer()),
  /** Olympiads: across every assignment of the paper on the platform. */
  platform_rank: Nullable(Type.Integer()),
  platform_percentile: Nullable(Type.Number()),
  platform_candidates: Nullable(Type.Integer()),
  time_spent_ms: Type.Integer(),
  explanations_allowed: Type.Boolean(),
  partial_marking: Type.Boolean(),
  rank_generation: Type.Boolean(),
  by_chapter: Type.Array(AccuracyRow),
  by_topic: Type.Array(AccuracyRow),
  answers: Type.Array(ReportAnswer),
  weak_topics: Type.Array(WeakTopic),
});
export type PaperReportData = Static<typeof PaperReportData>;

const Page = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** An assignment with its counts, as the teacher's screens list it. */
export const AssignmentSummary = Type.Object({
  ...PaperAssignment.properties,
  /** upcoming, open, closed (window over, results not out) or published. */
  status: Type.String(),
  learner_count: Type.Integer(),
  started_count: Type.Integer(),
  submitted_count: Type.Integer(),
  pending_evaluation_count: Type.Integer(),
  average_percentage: Nullable(Type.Number()),
});
export type AssignmentSummary = Static<typeof AssignmentSummary>;

/** GET teacherAssignedAssessments: a teacher's assignments (an admin: the school's). */
export const TeacherAssignedQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  schoolId: Type.Optional(IdDigits()),
  sectionId: Type.Optional(IdDigits()),
  paperId: Type.Optional(IdDigits()),
  status: Type.Optional(
    Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('closed'), Type.Literal('published')]),
  ),
  ...Page,
});
export const TeacherAssignedData = Type.Object({
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  assignments: Type.Array(AssignmentSummary),
});
export type TeacherAssignedData = Static<typeof TeacherAssignedData>;

/** GET overviewTeacherAssignedAssessments: counts over the caller's assignments. */
export const TeacherOverviewQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  schoolId: Type.Optional(IdDigits()),
  sectionId: Type.Optional(IdDigits()),
});
export const TeacherOverviewData = Type.Object({
  total_assigned: Type.Integer(),
  upcoming: Type.Integer(),
  open: Type.Integer(),
  closed: Type.Integer(),
  published: Type.Integer(),
  pending_evaluation: Type.Integer(),
  learners_assigned: Type.Integer(),
  submissions: Type.Integer(),
  average_percentage: Nullable(Type.Number()),
  recent: Type.Array(AssignmentSummary),
});
export type TeacherOverviewData = Static<typeof TeacherOverviewData>;

/** GET studentActivityOnAssignedAssessment: each learner of an assignment and their attempt. */
export const StudentActivityQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  assignId: IdDigits(),
  sectionId: Type.Optional(IdDigits()),
  ...Page,
});
export const StudentActivityRow = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  section_id: Nullable(Type.Integer()),
  section_name: Nullable(Type.String()),
  attempt_id: Nullable(Type.Integer()),
  attempt_status_id: AttemptStatusValue,
  /** not_started, in_progress, submitted, evaluated. */
  status: Type.String(),
  started_at: Nullable(Type.String()),
  submitted_at: Nullable(Type.String()),
  submitted_by: Nullable(Type.String()),
  score: Nullable(Type.Number()),
  percentage: Nullable(Type.Number()),
  rank: Nullable(Type.Integer()),
  percentile: Nullable(Type.Number()),
  time_spent_ms: Type.Integer(),
  pending_count: Type.Integer(),
  extra_minutes: Type.Integer(),
  /** Completed offline: when answers or the submit made offline reached the server after the deadline; else null. */
  offline_synced_at: Nullable(Type.String()),
});
export const StudentActivityData = Type.Object({
  assignment: AssignmentSummary,
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  students: Type.Array(StudentActivityRow),
});
export type StudentActivityData = Static<typeof StudentActivityData>;

/** GET /student-report/teacher/questionAnalysis: per question of an assignment; format=xlsx downloads it. */
export const QuestionAnalysisQuery = Type.Object({
  uuid: Type.Optional(Uuid),
  assignId: IdDigits(),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('xlsx')])),
});
export const QuestionAnalysisRow = Type.Object({
  question_id: Type.Integer(),
  question_order: Type.Integer(),
  question_type: Type.String(),
  stem: Type.String(),
  marks: Type.Number(),
  is_dropped: Type.Integer(),
  attempted_count: Type.Integer(),
  correct_count: Type.Integer(),
  partial_count: Type.Integer(),
  wrong_count: Type.Integer(),
  unanswered_count: Type.Integer(),
  accuracy: Nullable(Type.Number()),
  most_chosen_wrong_option: Nullable(Type.Object({ option_id: Type.String(), count: Type.Integer() })),
  average_time_ms: Nullable(Type.Integer()),
});
export const QuestionAnalysisData = Type.Object({
  assign_id: Type.Integer(),
  paper_id: Type.Integer(),
  paper_name: Type.String(),
  submitted_count: Type.Integer(),
  questions: Type.Array(QuestionAnalysisRow),
});
export type QuestionAnalysisData = Static<typeof QuestionAnalysisData>;

/** POST childPerformanceOverview (001 §7: uuid, institute, page_size 10, page_index 1): a parent's child. */
export const ChildPerformanceBody = Type.Object({
  ...LegacyCallFields,
  uuid: Uuid,
  institute: Type.Optional(Nullable(IdOrDigits())),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  page_index: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
export const ChildPaperResult = Type.Object({
  attempt_id: Type.Integer(),
  assign_id: Nullable(Type.Integer()),
  paper_id: Type.Integer(),
  paper_name: Type.String(),
  /** What the parent reads: the title the teacher gave when assigning (the paper's name when none, or not assigned). */
  title: Type.String(),
  submitted_at: Nullable(Type.String()),
  score: Nullable(Type.Number()),
  max_marks: Type.Number(),
  percentage: Nullable(Type.Number()),
  rank: Nullable(Type.Integer()),
  percentile: Nullable(Type.Number()),
});
export const ChildPerformanceData = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  total_count: Type.Integer(),
  page_size: Type.Integer(),
  page_index: Type.Integer(),
  average_percentage: Nullable(Type.Number()),
  papers: Type.Array(ChildPaperResult),
  by_subject: Type.Array(AccuracyRow),
  weak_topics: Type.Array(WeakTopic),
});
export type ChildPerformanceData = Static<typeof ChildPerformanceData>;

/** POST recommendedSyllabusList: the learner's weak topics with content to study. */
export const RecommendedSyllabusBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  subject_id: Type.Optional(Nullable(IdOrDigits())),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export const RecommendedSyllabusData = Type.Object({ weak_topics: Type.Array(WeakTopic) });
export type RecommendedSyllabusData = Static<typeof RecommendedSyllabusData>;

/** POST groupStatusBySyllabusId: the learner's papers under a syllabus node, by group. */
export const GroupStatusBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  syllabus_id: IdOrDigits(),
  group_id: Type.Optional(Nullable(IdOrDigits())),
});
export const GroupStatusData = Type.Object({
  syllabus_id: Type.Integer(),
  groups: Type.Array(
    Type.Object({
      group_id: Nullable(Type.Integer()),
      paper_count: Type.Integer(),
      attempted_count: Type.Integer(),
      evaluated_count: Type.Integer(),
      best_percentage: Nullable(Type.Number()),
    }),
  ),
  papers: Type.Array(
    Type.Object({
      paper_id: Type.Integer(),
      assign_id: Nullable(Type.Integer()),
      paper_name: Type.String(),
      group_id: Nullable(Type.Integer()),
      attempt_status_id: AttemptStatusValue,
      percentage: Nullable(Type.Number()),
    }),
  ),
});
export type GroupStatusData = Static<typeof GroupStatusData>;
