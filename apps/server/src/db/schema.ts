import type { Generated } from 'kysely';
import type {
  AppRatingsTable,
  CrashReportsTable,
  DashboardPreferencesTable,
  LeadCapturesTable,
} from './schema-platform.js';
import type {
  AttemptAnswerReceiptsTable,
  PracticeChecksTable,
  AttemptAnswersTable,
  AttemptsTable,
  OlympiadEnrollmentsTable,
  PaperAssignmentSectionsTable,
  PaperAssignmentsTable,
  PaperExtensionsTable,
  PaperQuestionsTable,
  PaperSectionsTable,
  QuestionTagsTable,
  QuestionTextsTable,
  QuestionsTable,
} from './schema-assessments.js';
import type { LiveClassJoinsTable, LiveClassesTable, NoticeReadsTable, NoticesTable } from './schema-live.js';

/**
 * Row types of the tables, as both engines return them: integers as numbers, timestamps as
 * ISO-8601 UTC text (made by the application, so they compare correctly as strings), flags as 0/1.
 */
export interface SchoolsTable {
  school_id: number;
  school_name: string;
  institute_type: number | null;
  school_status: number;
  institute_identifier: string | null;
  school_institute_code: string | null;
  school_institute_logo: string | null;
  school_address: string | null;
  /** 0: classroom tablets may not open online-only content (spec 002 §6). */
  esc_online_content_allowed: Generated<number>;
  /** 1: students and parents see the personal email and mobile of the school's teachers. */
  show_staff_contact: Generated<number>;
  /** The school's country: its "today" is the day in that country's time zone (spec 002 §9). */
  country_iso: Generated<string>;
}

export interface SyllabusNodesTable {
  syllabus_id: number;
  parent_id: number | null;
  syllabus_name: string;
  /** 3 board, 2 class (DOMAIN.md); later issues add subjects and below. */
  syllabus_type_id: number;
  rack_type_id: number | null;
  display_order: Generated<number>;
  version: Generated<number>;
  /** The board and class the node belongs to (null on boards; class_id is the node itself on classes). */
  board_id: number | null;
  class_id: number | null;
  tag_value_id: number | null;
  /** Set on a school's custom racks. */
  school_id: number | null;
  is_custom_rack: Generated<number>;
  group_presentation: number | null;
  book_code: string | null;
}

export interface SyllabusVersionsTable {
  board_id: number;
  class_id: number;
  version: number;
  updated_at: string;
}

export interface ContentGroupsTable {
  group_id: number;
  group_name: string;
  group_description: string | null;
  group_thumbnail: string | null;
  group_icon: string | null;
  /** 1 learn, 2 practice, 3 test */
  group_category_id: number;
  language_id: Generated<number>;
  group_parent_id: number | null;
  display_order: Generated<number>;
}

export type ContentKind = 'video' | 'interactive' | 'pdf' | 'html' | 'game' | 'study_notes' | 'practice_test';

export interface ContentsTable {
  content_id: number;
  content_title: string;
  content_kind: ContentKind;
  language_id: Generated<number>;
  version: Generated<number>;
  crs_id: string | null;
  old_content_id: string | null;
  /** Storage keys; URLs are signed when handed out. */
  media_key: string | null;
  thumbnail_key: string | null;
  transcoded_key: string | null;
  total_media_time_ms: Generated<number>;
  content_size: number | null;
  template_id: number | null;
  service_name: string | null;
  is_online_only: Generated<number>;
  /** null: the platform's catalogue (platform editors edit it); otherwise the school whose staff edit it. */
  owner_school_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ContentMappingsTable {
  syllabus_mapping_id: number;
  content_id: number;
  syllabus_id: number;
  group_id: number;
  board_id: number;
  class_id: number;
  subject_id: number | null;
  chapter_id: number | null;
  display_order: Generated<number>;
  /** The school of the rack the mapping lies in; null in the platform's tree. Seen only by that school's people. */
  school_id: number | null;
}

export interface TagsTable {
  tag_value_id: number;
  tag_id: number;
  tag_name: string;
  tag_value: string;
}

export interface ContentTagsTable {
  content_id: number;
  tag_value_id: number;
}

export interface CustomSubjectsTable {
  custom_subject_id: number;
  school_id: number;
  board_id: number;
  class_id: number;
  custom_subject_name: string;
}

export interface CustomSubjectRacksTable {
  custom_subject_id: number;
  syllabus_id: number;
}

export interface LearningProgressTable {
  id: string;
  uuid: string;
  content_id: number;
  total_consumption_ms: number;
  total_media_ms: number;
  resume_position_ms: Generated<number>;
  is_complete: Generated<number>;
  source: number;
  section_id: number | null;
  enrolled_school_id: number | null;
  group_category_id: number | null;
  group_category_name: string | null;
  board_id: number | null;
  class_id: number | null;
  learning_profile: number | null;
  package_id: number | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProgressEventsTable {
  client_event_id: string;
  uuid: string;
  content_id: number;
  received_at: string;
}

/** Papers (the assessments module's; grown by its migration). */
export interface PapersTable {
  paper_id: Generated<number>;
  paper_name: string;
  syllabus_id: number | null;
  board_id: number | null;
  class_id: number | null;
  group_id: number | null;
  total_questions: Generated<number>;
  created_at: string;
  /** null: the platform's, or a learner's own practice test. */
  school_id: number | null;
  owner_uuid: string | null;
  is_practice: Generated<number>;
  paper_type: Generated<number>;
  paper_mode: Generated<number>;
  paper_time: Generated<number>;
  total_marks: Generated<number>;
  negative_marking: Generated<number>;
  /** JSON list of settings (spec 002 §5.2). */
  paper_settings: Generated<string>;
  is_subjective: Generated<number>;
  is_omr: Generated<number>;
  paper_nature: string | null;
  paper_qualified_mode: number | null;
  language_id: Generated<number>;
  syllabus_mapping_id: number | null;
  subject_id: number | null;
  instructions: Generated<string>;
  /** JSON list of storage keys. */
  file_keys: Generated<string>;
  revision: Generated<number>;
  updated_at: string | null;
  deleted_at: string | null;
}

export type BookmarkKind = 'content' | 'syllabus' | 'question' | 'paper' | 'recorded_lecture';

export interface BookmarksTable {
  id: string;
  uuid: string;
  kind: BookmarkKind;
  item_id: string;
  title: string | null;
  syllabus_id: number | null;
  l1_syllabus_id: number | null;
  group_id: number | null;
  group_name: string | null;
  language_id: number | null;
  /** JSON text of the rest of the client's payload. */
  details: string | null;
  created_at: string;
}

export interface UploadsTable {
  id: string;
  storage_key: string;
  folder_path: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  school_id: number | null;
  uploaded_by: string;
  created_at: string;
  /** On the row of a transcoded mp4 to come: processing, ready or failed; null on other uploads. */
  transcode_status: TranscodeState | null;
}

export type TranscodeState = 'processing' | 'ready' | 'failed';

/** People an operator made platform editors (the only ones who edit the platform's catalogue). */
export interface PlatformEditorsTable {
  uuid: string;
  granted_at: string;
  /** Who granted it, as the operator's command recorded it. */
  granted_by: string;
}

export type JobState = 'created' | 'active' | 'retry' | 'completed' | 'failed';

/** Background jobs of the in-process queue (SQLite); PostgreSQL runs pg-boss instead. */
export interface JobsTable {
  id: string;
  name: string;
  /** JSON text */
  payload: string;
  singleton_key: string | null;
  state: JobState;
  /** ISO time from which the job may run */
  run_at: string;
  attempts: Generated<number>;
  max_attempts: number;
  /** While active: when a claim is given up as lost (the process died). */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface SectionsTable {
  section_id: number;
  school_id: number;
  board_id: number;
  class_id: number;
  section_name: string;
  /** ISO dates (YYYY-MM-DD). */
  valid_from: string;
  valid_until: string | null;
  section_master_website_id: number | null;
  batch_type: number | null;
}

export interface UsersTable {
  uuid: string;
  user_type_id: number;
  role: string | null;
  first_name: string;
  last_name: string;
  /** stored lower-cased; not unique: the registration check lets some accounts share one (spec 002 §5.1) */
  email: string | null;
  /** national digits without a trunk 0 (parseMobile of packages/domain); not unique, like email */
  mobile: string | null;
  country_iso: string;
  password_hash: string | null;
  gts_user_id: string | null;
  em_user_id: string | null;
  package_flow_webgate_bucket: Generated<number>;
  created_at: string;
  is_esc: Generated<number>;
  learning_profile: number | null;
  institute_type: number | null;
  /** BCP 47 code of the language the person chose, e.g. "hi"; null: the app's default. */
  preferred_language: string | null;
  /** The school whose roster import created the account; it may link that parent without a confirmation. */
  created_by_school_id: number | null;
}

export interface MembershipsTable {
  id: string;
  user_uuid: string;
  school_id: number;
  section_id: number | null;
  created_at: string;
}

export interface ParentChildLinksTable {
  parent_uuid: string;
  child_uuid: string;
  created_at: string;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_uuid: string;
  /** sha-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  replaced_by: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** Failures or hits per key within a window, and the moment the key may act again. */
export interface ThrottlesTable {
  throttle_key: string;
  hits: number;
  window_started_at: string;
  last_hit_at: string;
  blocked_until: string | null;
}

/** One pending one-time code per purpose and target (e.g. sign_up, mobile:+919876543210). */
export interface OtpChallengesTable {
  purpose: string;
  target: string;
  /** HMAC-SHA256 of the code; the code itself is never stored. */
  code_hash: string;
  expires_at: string;
  /** Wrong tries within the window, across re-sends. */
  tries: number;
  /** Codes sent within the window. */
  sends: number;
  window_started_at: string;
  verified_at: string | null;
  /** JSON text: what the code confirms (a new email or mobile). */
  payload: string | null;
  updated_at: string;
}

export interface InvitationsTable {
  id: string;
  /** sha-256 of the invitation code. */
  code_hash: string;
  user_uuid: string;
  school_id: number;
  created_by: string | null;
  expires_at: string;
  accepted_at: string | null;
  created_at: string;
}

export interface PendingParentLinksTable {
  id: string;
  parent_uuid: string;
  child_uuid: string;
  school_id: number;
  requested_by: string | null;
  expires_at: string;
  created_at: string;
}

export interface SchoolSubjectsTable {
  school_id: number;
  board_id: number;
  class_id: number;
  subject_id: number;
}

export interface TeacherAssignmentsTable {
  user_uuid: string;
  section_id: number;
  subject_id: number;
}

export interface PackagesTable {
  package_id: number;
  package_name: string;
  entity_name: string;
  /** 2 school smart classroom, 3 other */
  product_id: number;
  package_status: Generated<number>;
  price_paise: number;
  currency: Generated<string>;
  duration_days: number;
  free_trial_days: number | null;
  /** JSON list: learn, practice, test, live_classes */
  student_subscribed_services: string;
  is_gts: Generated<number>;
  is_bde: Generated<number>;
  school_id: number | null;
  package_flag: string | null;
  display_order: Generated<number>;
}

export interface PackageSyllabusTable {
  package_id: number;
  board_id: number;
  class_id: number;
}

export interface SubscriptionsTable {
  id: string;
  uuid: string;
  package_id: number;
  entity_name: string;
  board_id: number;
  class_id: number;
  package_status: number;
  is_free_trial: Generated<number>;
  /** ISO dates (YYYY-MM-DD) */
  package_start_date: string;
  package_end_date: string;
  purchased_by: string | null;
  subscription_source: string;
  subscription_type_id: number | null;
  payment_id: string | null;
  created_at: string;
}

export interface LicencesTable {
  id: string;
  school_id: number;
  package_id: number;
  package_status: number;
  allowed_student_count: number;
  allowed_teacher_count: number;
  allowed_esc_count: number;
  consumed_student_license: Generated<number>;
  consumed_teacher_license: Generated<number>;
  registered_esc_count: Generated<number>;
  valid_until: string | null;
}

export interface InterestsTable {
  uuid: string;
  board_id: number;
  class_id: number;
  school_id: number | null;
  parent_uuid: string | null;
  institute_status: Generated<number>;
  subscription_type_id: number | null;
  created_at: string;
}

export interface ContentAccessesTable {
  uuid: string;
  content_id: number;
  board_id: number;
  class_id: number;
  accessed_at: string;
}

export interface PaymentsTable {
  id: string;
  payer_uuid: string;
  learner_uuid: string;
  package_id: number;
  board_id: number;
  class_id: number;
  amount_paise: number;
  currency: string;
  provider: string;
  provider_reference: string | null;
  /** The provider's own payment id once paid (Razorpay: pay_...). */
  provider_payment_id: string | null;
  status: 'created' | 'paid' | 'failed';
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}

/** A provider's callback (webhook), stored once per event id so a repeated delivery counts once. */
export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  event_type: string;
  provider_reference: string | null;
  provider_payment_id: string | null;
  payment_id: string | null;
  outcome: string;
  received_at: string;
}

export interface InvoicesTable {
  invoice_id: string;
  invoice_number: number;
  payment_id: string;
  payer_uuid: string;
  learner_uuid: string;
  package_id: number;
  description: string;
  amount_paise: number;
  tax_paise: number;
  currency: string;
  issued_at: string;
}

/** A person's notification of one event (the in-app centre), and the record that it was delivered. */
export interface NotificationsTable {
  id: string;
  event_id: string;
  recipient_uuid: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  /** JSON object text. */
  data: string | null;
  /** null: no push wanted; 'due': owed; 'sending': claimed by a run; 'sent'; 'failed'. */
  push_state: string | null;
  read_at: string | null;
  created_at: string;
}

/** A browser's web push subscription (PushSubscription.toJSON()). */
export interface PushSubscriptionsTable {
  id: string;
  uuid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  updated_at: string;
}

/** A person's push choice for one event kind (no row: on). */
export interface PushChoicesTable {
  uuid: string;
  kind: string;
  push: number;
  updated_at: string;
}

/** A learn-list (spec 000 §3): a school's (school_id) or a parent's private one (school_id null). */
export interface LearnListsTable {
  learnlist_id: Generated<number>;
  school_id: number | null;
  owner_uuid: string;
  learnlist_name: string;
  /** 1 draft, 2 published, 3 archived */
  stage: Generated<number>;
  is_class_recap: Generated<number>;
  from_teaching_screen: Generated<number>;
  board_id: number | null;
  class_id: number | null;
  subject_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface LearnListItemsTable {
  item_row_id: Generated<number>;
  learnlist_id: number;
  item_type: number;
  /** Text: numbers, or 'EM…' NEMR test ids. */
  item_id: string;
  syllabus_id: number | null;
  syllabus_mapping_id: number | null;
  group_id: number | null;
  item_order: number;
  task_text: string | null;
  created_at: string;
}

export interface LearnListTeachersTable {
  learnlist_id: number;
  teacher_uuid: string;
  shared_by: string;
  created_at: string;
}

export interface LearnListAssignmentsTable {
  assign_id: Generated<number>;
  learnlist_id: number;
  school_id: number | null;
  assigned_by: string;
  is_parent_assigned: Generated<number>;
  group_id: number | null;
  /** The child of a parent's assignment; null for a school's (its sections say who). */
  learner_uuid: string | null;
  /** JSON list */
  assigned_as: string;
  country_iso: string;
  /** The days as given (YYYY-MM-DD) and the instants they mean in that country. */
  start_date: string;
  due_date: string;
  starts_at: string;
  due_at: string;
  all_done_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LearnListAssignmentSectionsTable {
  section_assign_id: Generated<number>;
  assign_id: number;
  section_id: number;
}

export interface LearnListExtensionsTable {
  assign_id: number;
  uuid: string;
  due_date: string;
  due_at: string;
}

export interface LearnListCompletionsTable {
  assign_id: number;
  uuid: string;
  item_row_id: number;
  completed_on: string | null;
  first_opened_at: string | null;
  last_opened_at: string | null;
}

export interface Database {
  schools: SchoolsTable;
  syllabus_nodes: SyllabusNodesTable;
  sections: SectionsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  parent_child_links: ParentChildLinksTable;
  refresh_tokens: RefreshTokensTable;
  throttles: ThrottlesTable;
  otp_challenges: OtpChallengesTable;
  invitations: InvitationsTable;
  pending_parent_links: PendingParentLinksTable;
  syllabus_versions: SyllabusVersionsTable;
  content_groups: ContentGroupsTable;
  contents: ContentsTable;
  content_mappings: ContentMappingsTable;
  tags: TagsTable;
  content_tags: ContentTagsTable;
  custom_subjects: CustomSubjectsTable;
  custom_subject_racks: CustomSubjectRacksTable;
  learning_progress: LearningProgressTable;
  progress_events: ProgressEventsTable;
  papers: PapersTable;
  bookmarks: BookmarksTable;
  uploads: UploadsTable;
  school_subjects: SchoolSubjectsTable;
  teacher_assignments: TeacherAssignmentsTable;
  packages: PackagesTable;
  package_syllabus: PackageSyllabusTable;
  subscriptions: SubscriptionsTable;
  licences: LicencesTable;
  interests: InterestsTable;
  content_accesses: ContentAccessesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  invoices: InvoicesTable;
  platform_editors: PlatformEditorsTable;
  jobs: JobsTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_choices: PushChoicesTable;
  learnlists: LearnListsTable;
  learnlist_items: LearnListItemsTable;
  learnlist_teachers: LearnListTeachersTable;
  learnlist_assignments: LearnListAssignmentsTable;
  learnlist_assignment_sections: LearnListAssignmentSectionsTable;
  learnlist_extensions: LearnListExtensionsTable;
  learnlist_completions: LearnListCompletionsTable;
  app_ratings: AppRatingsTable;
  lead_captures: LeadCapturesTable;
  crash_reports: CrashReportsTable;
  dashboard_preferences: DashboardPreferencesTable;
  questions: QuestionsTable;
  question_texts: QuestionTextsTable;
  question_tags: QuestionTagsTable;
  paper_sections: PaperSectionsTable;
  paper_questions: PaperQuestionsTable;
  paper_assignments: PaperAssignmentsTable;
  paper_assignment_sections: PaperAssignmentSectionsTable;
  paper_extensions: PaperExtensionsTable;
  olympiad_enrollments: OlympiadEnrollmentsTable;
  attempts: AttemptsTable;
  attempt_answers: AttemptAnswersTable;
  attempt_answer_receipts: AttemptAnswerReceiptsTable;
  practice_checks: PracticeChecksTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  live_classes: LiveClassesTable;
  live_class_joins: LiveClassJoinsTable;
}
