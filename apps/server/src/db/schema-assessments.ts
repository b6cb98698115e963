import type { Generated } from 'kysely';
import type { AttemptStatus, OlympiadEnrollmentStatus } from '@esc/domain';

// Row types of the assessments module's tables (migration 2026-11-26-assessments): the question
// bank, papers' parts, assignments, Olympiad enrollments, attempts and their answers.

export interface QuestionsTable {
  question_id: Generated<number>;
  parent_question_id: number | null;
  child_order: Generated<number>;
  /** null: the platform bank. */
  school_id: number | null;
  author_uuid: string;
  question_type: string;
  syllabus_id: number;
  board_id: number | null;
  class_id: number | null;
  subject_id: number | null;
  chapter_id: number | null;
  topic_id: number | null;
  group_id: number | null;
  difficulty: number;
  marks: number;
  negative_marks: Generated<number>;
  stage: Generated<number>;
  /** JSON of the domain's AnswerKey. */
  answer_key: string;
  created_at: string;
  updated_at: string;
}

export interface QuestionTextsTable {
  question_id: number;
  language_id: number;
  stem: string;
  /** JSON lists */
  options: Generated<string>;
  match_left: Generated<string>;
  explanation: Generated<string>;
  image_keys: Generated<string>;
}

export interface QuestionTagsTable {
  question_id: number;
  tag_value_id: number;
}

export interface PaperSectionsTable {
  paper_section_id: Generated<number>;
  paper_id: number;
  section_order: number;
  section_name: string;
  subject_id: number | null;
  instructions: Generated<string>;
}

export interface PaperQuestionsTable {
  paper_id: number;
  question_id: number;
  paper_section_id: number | null;
  question_order: number;
  marks: number;
  negative_marks: number;
  is_dropped: Generated<number>;
}

export interface PaperAssignmentsTable {
  assign_id: Generated<number>;
  paper_id: number;
  school_id: number | null;
  assigned_by: string;
  is_parent_assigned: Generated<number>;
  learner_uuid: string | null;
  group_id: number | null;
  is_olympiad: Generated<number>;
  title: string;
  paper_start_time: string;
  paper_end_time: string;
  paper_duration: number;
  allow_reattempt: Generated<number>;
  results_published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaperAssignmentSectionsTable {
  section_assign_id: Generated<number>;
  assign_id: number;
  section_id: number;
}

export interface PaperExtensionsTable {
  assign_id: number;
  uuid: string;
  extra_minutes: number;
}

export interface OlympiadEnrollmentsTable {
  olympiad_enrollment_id: Generated<number>;
  assign_id: number;
  paper_id: number;
  uuid: string;
  enrolled_school_id: number | null;
  l0: number | null;
  l1: number | null;
  start_date_time: string;
  end_date_time: string;
  status: Generated<OlympiadEnrollmentStatus>;
  created_at: string;
  updated_at: string;
}

export interface AttemptsTable {
  attempt_id: Generated<number>;
  assign_id: number | null;
  assign_key: number;
  paper_id: number;
  uuid: string;
  school_id: number | null;
  section_id: number | null;
  attempt_no: number;
  /** In progress, resumed, submitted or evaluated (a paper without an attempt reads not started). */
  status: AttemptStatus;
  started_at: string;
  deadline_at: string;
  submitted_at: string | null;
  submitted_by: string | null;
  evaluated_at: string | null;
  results_published_at: string | null;
  score: number | null;
  max_marks: Generated<number>;
  correct_count: Generated<number>;
  partial_count: Generated<number>;
  wrong_count: Generated<number>;
  unanswered_count: Generated<number>;
  pending_count: Generated<number>;
  subject_scores: Generated<string>;
  time_spent_ms: Generated<number>;
  rank: number | null;
  percentile: number | null;
  candidates: number | null;
  platform_rank: number | null;
  platform_percentile: number | null;
  platform_candidates: number | null;
  max_seq: Generated<number>;
  updated_at: string;
  /** When answers or the submit made offline were taken after the deadline by the late rule. */
  offline_synced_at: string | null;
}

export interface AttemptAnswersTable {
  attempt_id: number;
  question_id: number;
  client_answer_id: string;
  seq: number;
  answered_at: number;
  /** JSON of the domain's Response; null when cleared. */
  response: string | null;
  time_spent_ms: Generated<number>;
  is_marked: Generated<number>;
  saved_at: string;
  outcome: string | null;
  marks_awarded: number | null;
  evaluated_by: string | null;
  teacher_comment: string | null;
}

export interface AttemptAnswerReceiptsTable {
  attempt_id: number;
  client_answer_id: string;
  question_id: number;
  received_at: string;
  /** The answer's seq and the attempt's own elapsed time when it was made (null from old clients). */
  seq: number | null;
  elapsed_ms: number | null;
}

/** Every client-made id of a teacher's marking save (marks given offline wait in the outbox). */
export interface AttemptMarkingReceiptsTable {
  client_marking_id: string;
  attempt_id: number;
  marked_by: string;
  received_at: string;
}

/** A learner's practice answer checked outside a paper (practice.service). */
export interface PracticeChecksTable {
  practice_check_id: Generated<number>;
  uuid: string;
  question_id: number;
  subject_id: number | null;
  /** correct, incorrect or partial. */
  outcome: string;
  checked_at: string;
}

/** A question file checked before import (question-bank interop): its outcomes, kept for a day. */
export interface QuestionImportPreviewsTable {
  preview_id: string;
  school_id: number | null;
  uploader_uuid: string;
  /** moodle-xml, gift or aiken. */
  format: string;
  file_name: string;
  /** JSON: what became of each question of the file, figures as base64. */
  outcomes: string;
  created_at: string;
  expires_at: string;
  applied_at: string | null;
}
