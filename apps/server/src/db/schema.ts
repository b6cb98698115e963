import type { Generated } from 'kysely';
import type { SchoolStatus } from '@esc/domain';
import type {
  AppRatingsTable,
  CrashReportsTable,
  DashboardPreferencesTable,
  LeadCapturesTable,
} from './schema-platform.js';
import type {
  AttemptAnswerReceiptsTable,
  AttemptMarkingReceiptsTable,
  PracticeChecksTable,
  QuestionImportPreviewsTable,
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
import type {
  UsersTable,
  MembershipsTable,
  ParentChildLinksTable,
  RefreshTokensTable,
  ThrottlesTable,
  OtpChallengesTable,
  InvitationsTable,
  PendingParentLinksTable,
} from './schema-identity.js';
export type {
  UsersTable,
  MembershipsTable,
  ParentChildLinksTable,
  RefreshTokensTable,
  ThrottlesTable,
  OtpChallengesTable,
  InvitationsTable,
  PendingParentLinksTable,
} from './schema-identity.js';
import type {
  AttendanceMarkRequestsTable,
  AttendanceMarksTable,
  AttendanceRegistersTable,
  AttendanceSettingsTable,
} from './schema-attendance.js';
import type { DoubtSettingsTable, DoubtsTable } from './schema-doubts.js';
import type { DataExportsTable, ErasureRequestsTable, SchoolExportsTable } from './schema-privacy.js';
import type { AccessLogTable } from './schema-audit.js';
import type { GrievanceOfficersTable, GrievancesTable, SecurityEventsTable } from './schema-grievances.js';
import type { ContentPackagesTable, PackageStatesTable } from './schema-content-packages.js';
import type { ParentalConsentsTable, SchoolPrivacyNoticesTable } from './schema-consent.js';
import type {
  LiveClassJoinsTable,
  LiveProviderEventsTable,
  LiveRoomRegistrantsTable,
  LiveRoomVisitsTable,
  LiveClassSectionsTable,
  LiveClassesTable,
  NoticeReadsTable,
  NoticesTable,
} from './schema-live.js';
import type { LiveRecordingsTable } from './schema-recordings.js';
import type { LiveClassRecapsTable } from './schema-live-recaps.js';
import type { HandinsTable, HandinTasksTable } from './schema-handins.js';
import type { BookmarkWritesTable } from './schema-bookmark-writes.js';
import type {
  PackagesTable,
  PackageSyllabusTable,
  SubscriptionsTable,
  LicencesTable,
  InterestsTable,
  ContentAccessesTable,
  PaymentsTable,
  PaymentEventsTable,
  InvoicesTable,
} from './schema-commerce.js';
export type {
  PackagesTable,
  PackageSyllabusTable,
  SubscriptionsTable,
  LicencesTable,
  InterestsTable,
  ContentAccessesTable,
  PaymentsTable,
  PaymentEventsTable,
  InvoicesTable,
} from './schema-commerce.js';
import type { NotificationsTable, PushSubscriptionsTable, PushChoicesTable } from './schema-notifications.js';
export type { NotificationsTable, PushSubscriptionsTable, PushChoicesTable } from './schema-notifications.js';
import type {
  LearnListsTable,
  LearnListItemsTable,
  LearnListTeachersTable,
  LearnListAssignmentsTable,
  LearnListAssignmentSectionsTable,
  LearnListExtensionsTable,
  LearnListCompletionsTable,
} from './schema-learnlists.js';
export type {
  LearnListsTable,
  LearnListItemsTable,
  LearnListTeachersTable,
  LearnListAssignmentsTable,
  LearnListAssignmentSectionsTable,
  LearnListExtensionsTable,
  LearnListCompletionsTable,
} from './schema-learnlists.js';

/**
 * Row types of the tables, as both engines return them: integers as numbers, timestamps as
 * ISO-8601 UTC text (made by the application, so they compare correctly as strings), flags as 0/1.
 */
export interface SchoolsTable {
  school_id: number;
  school_name: string;
  institute_type: number | null;
  school_status: SchoolStatus;
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
  /** The language of the school's people who chose none (a code of the language list); null: English. */
  default_language: string | null;
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

export type ContentKind =
  'video' | 'interactive' | 'pdf' | 'html' | 'game' | 'study_notes' | 'practice_test' | 'h5p' | 'scorm';

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
  /** 1: online only (no offline sync of answers after the deadline). */
  online_only: Generated<number>;
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
  /** The medium of instruction: the specs' language_id (1 English, the default). */
  language_id: Generated<number>;
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
  attempt_marking_receipts: AttemptMarkingReceiptsTable;
  practice_checks: PracticeChecksTable;
  question_import_previews: QuestionImportPreviewsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  live_classes: LiveClassesTable;
  live_class_joins: LiveClassJoinsTable;
  live_class_sections: LiveClassSectionsTable;
  live_provider_events: LiveProviderEventsTable;
  live_room_visits: LiveRoomVisitsTable;
  live_room_registrants: LiveRoomRegistrantsTable;
  live_recordings: LiveRecordingsTable;
  attendance_registers: AttendanceRegistersTable;
  attendance_marks: AttendanceMarksTable;
  attendance_mark_requests: AttendanceMarkRequestsTable;
  attendance_settings: AttendanceSettingsTable;
  live_class_recaps: LiveClassRecapsTable;
  doubts: DoubtsTable;
  doubt_settings: DoubtSettingsTable;
  handin_tasks: HandinTasksTable;
  handins: HandinsTable;
  bookmark_writes: BookmarkWritesTable;
  data_exports: DataExportsTable;
  access_log: AccessLogTable;
  erasure_requests: ErasureRequestsTable;
  school_exports: SchoolExportsTable;
  grievances: GrievancesTable;
  grievance_officers: GrievanceOfficersTable;
  content_packages: ContentPackagesTable;
  package_states: PackageStatesTable;
  security_events: SecurityEventsTable;
  parental_consents: ParentalConsentsTable;
  school_privacy_notices: SchoolPrivacyNoticesTable;
}
