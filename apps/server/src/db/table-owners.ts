import type { Database } from './schema.js';

/**
 * Every table has one owning module (ARCHITECTURE.md). Only that module's repositories read or
 * write it; other modules ask the owner's service. The access-facts reader is the one declared
 * cross-table reader. A check in the test command holds the code to this map, and fails for a
 * table that is missing here.
 */
export const TABLE_OWNERS = {
  users: 'identity',
  memberships: 'identity',
  parent_child_links: 'identity',
  refresh_tokens: 'identity',
  throttles: 'identity',
  otp_challenges: 'identity',
  invitations: 'identity',
  pending_parent_links: 'identity',

  schools: 'institutes',
  sections: 'institutes',
  school_subjects: 'institutes',
  teacher_assignments: 'institutes',
  interests: 'institutes',

  packages: 'commerce',
  package_syllabus: 'commerce',
  subscriptions: 'commerce',
  licences: 'commerce',
  payments: 'commerce',
  payment_events: 'commerce',
  invoices: 'commerce',

  syllabus_nodes: 'catalogue',
  syllabus_versions: 'catalogue',
  content_groups: 'catalogue',
  contents: 'catalogue',
  content_mappings: 'catalogue',
  tags: 'catalogue',
  content_tags: 'catalogue',
  custom_subjects: 'catalogue',
  custom_subject_racks: 'catalogue',
  platform_editors: 'catalogue',

  learning_progress: 'learning',
  progress_events: 'learning',
  bookmarks: 'learning',

  uploads: 'media',

  content_accesses: 'access',

  notifications: 'notifications',
  push_subscriptions: 'notifications',
  push_choices: 'notifications',
  learnlists: 'learnlists',
  learnlist_items: 'learnlists',
  learnlist_teachers: 'learnlists',
  learnlist_assignments: 'learnlists',
  learnlist_assignment_sections: 'learnlists',
  learnlist_extensions: 'learnlists',
  learnlist_completions: 'learnlists',

  papers: 'assessments',
  questions: 'assessments',
  question_texts: 'assessments',
  question_tags: 'assessments',
  paper_sections: 'assessments',
  paper_questions: 'assessments',
  paper_assignments: 'assessments',
  paper_assignment_sections: 'assessments',
  paper_extensions: 'assessments',
  olympiad_enrollments: 'assessments',
  attempts: 'assessments',
  attempt_answers: 'assessments',
  attempt_answer_receipts: 'assessments',
  practice_checks: 'assessments',

  notices: 'live',
  notice_reads: 'live',
  live_classes: 'live',
  live_class_joins: 'live',
  live_class_sections: 'live',
  live_provider_events: 'live',
  live_room_visits: 'live',
  live_room_registrants: 'live',
  live_recordings: 'live',

  attendance_registers: 'attendance',
  attendance_marks: 'attendance',
  attendance_mark_requests: 'attendance',
  attendance_settings: 'attendance',
  live_class_recaps: 'live',

  // The background job queue of the platform layer (apps/server/src/platform/jobs).
  jobs: 'platform',
  // The platform module's feedback and dashboard calls (apps/server/src/modules/platform).
  app_ratings: 'platform',
  lead_captures: 'platform',
  crash_reports: 'platform',
  dashboard_preferences: 'platform',
} as const satisfies Record<keyof Database, string>;

export type TableName = keyof typeof TABLE_OWNERS;
export type OwningModule = (typeof TABLE_OWNERS)[TableName];

/** The one file allowed to read across owners: the facts the access gate decides from. */
export const CROSS_TABLE_READERS = ['modules/access/access-facts.repository.ts'] as const;
