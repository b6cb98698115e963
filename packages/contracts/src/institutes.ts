import Type, { type Static } from 'typebox';
import { FieldError } from './envelope.js';
import { IdDigits, IdOrZero, LegacyCallFields, MAX_DB_INTEGER, MAX_LIST_POSITION, Nullable, Uuid } from './common.js';
import { InstituteStatusValue, PackageStatusValue, StateValue } from './states.js';
import { SchoolStatus } from '@esc/domain';
import { LANGUAGE_CODES, LANGUAGE_LIST, type LanguageCode } from './languages.js';

// Institutes, batches (sections), interests, teachers and the roster import (spec 001 §2-§9).

/** Legacy clients send ids as numbers or as digit strings; both are accepted. */
export const IdLike = Type.Union([IdOrZero(), IdDigits({ zero: true })], {
  description: 'an id, as a number or a string of digits',
});
export type IdLike = Static<typeof IdLike>;

/** An optional id: a number, digits, or empty ('' and null mean "not given"). */
export const OptionalId = Type.Optional(
  Type.Union([IdOrZero(), IdDigits({ zero: true, empty: true }), Type.Null()], {
    description: 'an id, as a number or a string of digits; empty or null when not given',
  }),
);

const LegacyValue = Type.Optional(
  Type.Union([
    Type.String({ maxLength: 200 }),
    Type.Integer({ minimum: -MAX_DB_INTEGER, maximum: MAX_DB_INTEGER }),
    Type.Boolean(),
    Type.Null(),
  ]),
);

/** Fields the specs' clients add to institute calls; accepted and ignored. */
const InstituteLegacyFields = {
  ...LegacyCallFields,
  platform: LegacyValue,
  nemr_version: LegacyValue,
  user_type_id: LegacyValue,
  is_esc_enabled: LegacyValue,
  learning_profile_id: LegacyValue,
  request_type: LegacyValue,
  user_id: LegacyValue,
  cuet_flag: LegacyValue,
};

// ---------------------------------------------------------------- school status

export const CheckSchoolStatusBody = Type.Object({ school_id: IdLike, ...InstituteLegacyFields });
export type CheckSchoolStatusBody = Static<typeof CheckSchoolStatusBody>;

export const SchoolStatusData = Type.Object({
  school_id: Type.Integer(),
  school_status: StateValue(SchoolStatus, { description: 'an unknown school reads inactive' }),
});
export type SchoolStatusData = Static<typeof SchoolStatusData>;

// ---------------------------------------------------------------- interests

export const AddInterestBody = Type.Object({
  uuid: Type.Optional(Uuid),
  board_id: IdLike,
  class_id: IdLike,
  parent_uuid: Type.Optional(
    Nullable(
      Type.String({ maxLength: 64, description: 'a parent sends their own id; the server reads it from the token' }),
    ),
  ),
  ...InstituteLegacyFields,
});
export type AddInterestBody = Static<typeof AddInterestBody>;

export const RemoveInterestBody = Type.Object({
  uuid: Type.Optional(Uuid),
  board_id: IdLike,
  class_id: IdLike,
  ...InstituteLegacyFields,
});
export type RemoveInterestBody = Static<typeof RemoveInterestBody>;

export const InterestData = Type.Object({
  uuid: Uuid,
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  school_id: Nullable(Type.Integer()),
  parent_uuid: Nullable(Type.String()),
  institute_status: InstituteStatusValue,
  subscription_type_id: Nullable(Type.Integer()),
  package_id: Type.Integer({ description: 'the institute package, or 11 for a non-institute interest (spec 001 §9)' }),
  is_institute_interest: Type.Boolean(),
});
export type InterestData = Static<typeof InterestData>;

export const RemoveInterestData = Type.Object({
  uuid: Uuid,
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  removed: Type.Boolean(),
});
export type RemoveInterestData = Static<typeof RemoveInterestData>;

// ---------------------------------------------------------------- batches

/** Batch details (spec 001 §3), with the batch's validity and the institute rules already applied. */
export const BatchDetails = Type.Object({
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  school_id: Type.Integer(),
  section_id: Type.Integer(),
  section_master_website_id: Nullable(Type.Integer()),
  section_name: Type.String(),
  user_package_id: Nullable(Type.String()),
  user_type: Nullable(Type.Integer()),
  package_id: Nullable(Type.Integer()),
  school_institute_name: Type.String(),
  school_institute_code: Nullable(Type.String()),
  institute_identifier: Nullable(Type.String()),
  school_institute_logo: Nullable(Type.String()),
  school_address: Nullable(Type.String()),
  institute_logo: Nullable(Type.String()),
  subscription_source: Nullable(Type.String()),
  subscription_type_id: Nullable(Type.Integer()),
  enrolled_school_id: Type.Integer(),
  board_name: Type.String(),
  class_name: Type.String(),
  institute_status: InstituteStatusValue,
  institute_type: Nullable(Type.Integer()),
  batch_type: Nullable(Type.Integer()),
  valid_from: Type.String(),
  valid_until: Nullable(Type.String()),
  is_active: Type.Boolean({ description: 'institute active rule (spec 001 §4)' }),
  priority: Type.Integer({ description: 'institute priority (spec 001 §9): lower first' }),
});
export type BatchDetails = Static<typeof BatchDetails>;

export const ClassWiseBatchListBody = Type.Object({
  board_id: IdLike,
  class_id: IdLike,
  batch_type: OptionalId,
  uuid: Type.Optional(Uuid),
  ...InstituteLegacyFields,
});
export type ClassWiseBatchListBody = Static<typeof ClassWiseBatchListBody>;

export const BatchListData = Type.Object({ batch_list: Type.Array(BatchDetails) });
export type BatchListData = Static<typeof BatchListData>;

export const PackageBrief = Type.Object({
  package_id: Type.Integer(),
  package_name: Type.String(),
  entity_name: Type.String(),
  product_id: Type.Integer(),
  package_status: PackageStatusValue,
});
export type PackageBrief = Static<typeof PackageBrief>;

/** Board/class grouping (spec 001 §3). */
export const BoardClassGroup = Type.Object({
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  board_name: Type.String(),
  class_name: Type.String(),
  board_icon: Nullable(Type.String()),
  board_order: Type.Integer(),
  class_order: Type.Integer(),
  batch_data: Type.Array(BatchDetails),
  packages: Type.Array(PackageBrief),
});
export type BoardClassGroup = Static<typeof BoardClassGroup>;

export const BoardClassMappingBody = Type.Object({
  uuid: Type.Optional(Uuid),
  school_id: OptionalId,
  ...InstituteLegacyFields,
});
export type BoardClassMappingBody = Static<typeof BoardClassMappingBody>;

export const BoardClassMappingData = Type.Object({ board_class_list: Type.Array(BoardClassGroup) });
export type BoardClassMappingData = Static<typeof BoardClassMappingData>;

// ---------------------------------------------------------------- students of a school

const Paging = {
  start_index: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LIST_POSITION, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIST_POSITION, description: 'capped at 500' })),
};

export const StudentListBySectionBody = Type.Object({
  section_id: IdLike,
  school_id: OptionalId,
  ...Paging,
  ...InstituteLegacyFields,
});
export type StudentListBySectionBody = Static<typeof StudentListBySectionBody>;

export const StudentListByClassSectionBody = Type.Object({
  class_id: IdLike,
  board_id: OptionalId,
  section_id: OptionalId,
  school_id: OptionalId,
  ...Paging,
  ...InstituteLegacyFields,
});
export type StudentListByClassSectionBody = Static<typeof StudentListByClassSectionBody>;

export const SectionStudent = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  school_id: Type.Integer(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
});
export type SectionStudent = Static<typeof SectionStudent>;

export const StudentListData = Type.Object({
  students: Type.Array(SectionStudent),
  total_count: Type.Integer(),
  start_index: Type.Integer(),
  limit: Type.Integer(),
});
export type StudentListData = Static<typeof StudentListData>;

export const SectionWiseStudentCountBody = Type.Object({
  school_id: OptionalId,
  board_id: OptionalId,
  class_id: OptionalId,
  ...InstituteLegacyFields,
});
export type SectionWiseStudentCountBody = Static<typeof SectionWiseStudentCountBody>;

export const SectionCount = Type.Object({
  section_id: Type.Integer(),
  section_name: Type.String(),
  section_master_website_id: Nullable(Type.Integer()),
  board_id: Type.Integer(),
  board_name: Type.String(),
  class_id: Type.Integer(),
  class_name: Type.String(),
  valid_from: Type.String(),
  valid_until: Nullable(Type.String()),
  student_count: Type.Integer(),
  language_id: Type.Integer({ description: 'the medium of instruction (language_id; 1 English, the default)' }),
});
export type SectionCount = Static<typeof SectionCount>;

export const SectionWiseStudentCountData = Type.Object({
  school_id: Type.Integer(),
  sections: Type.Array(SectionCount),
  total_students: Type.Integer(),
});
export type SectionWiseStudentCountData = Static<typeof SectionWiseStudentCountData>;

// ---------------------------------------------------------------- teachers

export const TeacherSubject = Type.Object({
  section_id: Type.Integer(),
  section_name: Type.String(),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  subject_id: Type.Integer(),
  subject_name: Type.String(),
});
export type TeacherSubject = Static<typeof TeacherSubject>;

export const TeacherSummary = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  role: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  school_ids: Type.Array(Type.Integer()),
  section_ids: Type.Array(Type.Integer()),
  subjects: Type.Array(TeacherSubject),
});
export type TeacherSummary = Static<typeof TeacherSummary>;

export const TeacherDetailBody = Type.Object({ uuid: Type.Optional(Uuid), ...InstituteLegacyFields });
export type TeacherDetailBody = Static<typeof TeacherDetailBody>;

/** Teacher search limit: 30 (spec 001 §9); a larger limit is capped. */
export const TEACHER_SEARCH_LIMIT = 30;

export const SearchTeacherListBody = Type.Object({
  start_index: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_LIST_POSITION, default: 0 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_LIST_POSITION, description: `capped at ${TEACHER_SEARCH_LIMIT}` }),
  ),
  search_text: Type.Optional(Type.String({ maxLength: 100 })),
  school_id: OptionalId,
  section_id: OptionalId,
  ...InstituteLegacyFields,
});
export type SearchTeacherListBody = Static<typeof SearchTeacherListBody>;

export const SearchTeacherListData = Type.Object({
  teacher_list: Type.Array(TeacherSummary),
  total_count: Type.Integer(),
  start_index: Type.Integer(),
  limit: Type.Integer(),
});
export type SearchTeacherListData = Static<typeof SearchTeacherListData>;

export const TeacherDetailsUuidBody = Type.Object({
  uuids: Type.Array(Uuid, { minItems: 1, maxItems: 100 }),
  ...InstituteLegacyFields,
});
export type TeacherDetailsUuidBody = Static<typeof TeacherDetailsUuidBody>;

export const TeacherListData = Type.Object({ teacher_list: Type.Array(TeacherSummary) });
export type TeacherListData = Static<typeof TeacherListData>;

// ---------------------------------------------------------------- the learner's institute dashboard

export const InstituteSubject = Type.Object({
  subject_id: Type.Integer(),
  subject_name: Type.String(),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
});
export type InstituteSubject = Static<typeof InstituteSubject>;

export const InstituteTeacher = Type.Object({
  uuid: Uuid,
  name: Type.String(),
  subjects: Type.Array(Type.String()),
  section_names: Type.Array(Type.String()),
});
export type InstituteTeacher = Static<typeof InstituteTeacher>;

/** Institute (spec 001 §3) with what the institute dashboards show. */
export const Institute = Type.Object({
  institute_status: InstituteStatusValue,
  institute_type: Nullable(Type.Integer()),
  subscription_type_id: Nullable(Type.Integer()),
  subscription_source: Nullable(Type.String()),
  user_package_id: Nullable(Type.String()),
  package_id: Nullable(Type.Integer()),
  school_details: Type.Object({
    school_id: Type.Integer(),
    institute_identifier: Nullable(Type.String()),
    school_institute_name: Type.String(),
    school_institute_code: Nullable(Type.String()),
    school_institute_logo: Nullable(Type.String()),
    school_address: Nullable(Type.String()),
  }),
  syllabus_detail: Type.Object({
    board_id: Type.Integer(),
    class_id: Type.Integer(),
    batch_school_id: Type.Integer(),
    batch_section_id: Type.Integer(),
    batch_section_name: Type.String(),
    section_master_website_id: Nullable(Type.Integer()),
    assigned_subjects: Type.Array(Type.Integer()),
  }),
  is_active: Type.Boolean(),
  priority: Type.Integer(),
  is_selected: Type.Boolean(),
  batches: Type.Array(BatchDetails),
  subjects: Type.Array(InstituteSubject),
  teachers: Type.Array(InstituteTeacher),
});
export type Institute = Static<typeof Institute>;

export const InstituteDashboardQuery = Type.Object({ uuid: Type.Optional(Uuid) });
export type InstituteDashboardQuery = Static<typeof InstituteDashboardQuery>;

export const InstituteDashboardData = Type.Object({
  uuid: Uuid,
  selected_school_id: Nullable(Type.Integer()),
  school_count: Type.Integer({ description: 'institute type 3 excluded (spec 001 §9)' }),
  institutes: Type.Array(Institute),
});
export type InstituteDashboardData = Static<typeof InstituteDashboardData>;

export const SelectInstituteBody = Type.Object({
  section_master_website_id: IdLike,
  board_id: IdLike,
  uuid: Type.Optional(Uuid),
});
export type SelectInstituteBody = Static<typeof SelectInstituteBody>;

export const SelectInstituteData = Type.Object({
  school_id: Type.Integer(),
  section_id: Type.Integer(),
  section_master_website_id: Type.Integer(),
  board_id: Type.Integer(),
  redirect_path: Type.String({ description: '/parent-institute-dashboard or /student-institute-dashboard' }),
});
export type SelectInstituteData = Static<typeof SelectInstituteData>;

// ---------------------------------------------------------------- roster import

/**
 * The roster CSV: one header row, then one row per record. Columns (any order, names case-insensitive):
 * row_type (section | student | teacher | parent | parent_link), section_name, board and class (by
 * name: "CBSE", "Class 10"; or board_id and class_id, as files made before names give them),
 * valid_from, valid_until (YYYY-MM-DD), first_name, last_name, email, mobile (national number, digits),
 * country_iso (default IN), parent_email, child_email. A teacher's section_name may name several
 * sections separated by ";".
 */
export const ROSTER_COLUMNS = [
  'row_type',
  'section_name',
  'board',
  'class',
  'board_id',
  'class_id',
  'valid_from',
  'valid_until',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'country_iso',
  'parent_email',
  'child_email',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

export const ROSTER_ROW_TYPES = ['section', 'student', 'teacher', 'parent', 'parent_link'] as const;
export type RosterRowType = (typeof ROSTER_ROW_TYPES)[number];

/** Rows one file may hold. */
export const ROSTER_MAX_ROWS = 5000;

/** Characters one roster file may hold. */
export const ROSTER_CSV_MAX_CHARS = 1_000_000;

export const RosterFileBody = Type.Object({
  csv: Type.String({ minLength: 1, maxLength: ROSTER_CSV_MAX_CHARS, description: 'the CSV text (UTF-8)' }),
});
export type RosterFileBody = Static<typeof RosterFileBody>;

export const RosterRowStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('changed'),
  Type.Literal('unchanged'),
  Type.Literal('rejected'),
]);
export type RosterRowStatus = Static<typeof RosterRowStatus>;

export const RosterRow = Type.Object({
  row_number: Type.Integer({ description: 'the spreadsheet row: the header is row 1' }),
  row_type: Type.String(),
  key: Type.String({ description: 'the email, section name or parent → child of the row' }),
  status: RosterRowStatus,
  changes: Type.Array(Type.String(), { description: 'the fields a changed row changes' }),
  errors: Type.Array(FieldError, { description: 'why a row is rejected, field by field' }),
  notes: Type.Optional(
    Type.Array(Type.String(), { description: 'what happens beyond the status, e.g. a link waiting for the parent' }),
  ),
  /** A OneRoster import's row: the file and the record it came from (row_number then only orders the rows). */
  source: Type.Optional(
    Type.Object({
      file: Type.String({ description: 'the OneRoster file, e.g. users.csv' }),
      sourced_id: Type.String({ description: 'the sourcedId of the record (parent → child for a link)' }),
    }),
  ),
});
export type RosterRow = Static<typeof RosterRow>;

export const RosterCounts = Type.Object({
  total: Type.Integer(),
  new: Type.Integer(),
  changed: Type.Integer(),
  unchanged: Type.Integer(),
  rejected: Type.Integer(),
});
export type RosterCounts = Static<typeof RosterCounts>;

export const SeatUse = Type.Object({
  kind: Type.Union([Type.Literal('student'), Type.Literal('teacher')]),
  allowed: Type.Integer(),
  consumed: Type.Integer(),
  needed: Type.Integer(),
  enough: Type.Boolean(),
});
export type SeatUse = Static<typeof SeatUse>;

export const RosterPreviewData = Type.Object({
  rows: Type.Array(RosterRow),
  counts: RosterCounts,
  seats: Type.Array(SeatUse),
  file_errors: Type.Array(FieldError),
  can_apply: Type.Boolean(),
});
export type RosterPreviewData = Static<typeof RosterPreviewData>;

/** An imported person's first sign-in: they set a password with the code at the invitation screen. */
export const RosterInvitation = Type.Object({
  kind: Type.Union([Type.Literal('student'), Type.Literal('teacher'), Type.Literal('parent')]),
  name: Type.String(),
  email: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()]),
  code: Type.String(),
  /** The invitation screen with the code filled in: a full address with PUBLIC_URL, else a path of this site. */
  link: Type.String(),
  expires_at: Type.String(),
  /** True when the notifier took the message (email, or SMS without email). */
  sent: Type.Boolean(),
});
export type RosterInvitation = Static<typeof RosterInvitation>;

export const RosterApplyData = Type.Object({
  counts: RosterCounts,
  created: Type.Object({
    sections: Type.Integer(),
    students: Type.Integer(),
    teachers: Type.Integer(),
    parents: Type.Integer(),
    parent_links: Type.Integer(),
  }),
  updated: Type.Integer(),
  seats: Type.Array(SeatUse),
  /** One one-time invitation per person the file created, to send or print. */
  invitations: Type.Array(RosterInvitation),
  /** Links to parent accounts the school did not create: they wait for the parent's code. */
  pending_parent_links: Type.Integer(),
});
export type RosterApplyData = Static<typeof RosterApplyData>;

/** A code of the product's languages (en, hi, mr, bn, ta, ur). */
const LanguageCodeValue = Type.Enum(LANGUAGE_CODES as LanguageCode[], { description: 'a code of the language list' });

/**
 * A school's own settings: what students and parents see of its teachers (no personal contact unless
 * chosen), and the language of its people who chose none (their notifications, e-mails and SMS).
 */
export const SchoolContactSettings = Type.Object({
  show_staff_contact: Type.Boolean({
    description: 'true: students and parents see teachers’ personal email and mobile; false by default',
  }),
  /** The language of the school's people who chose none; null: English. */
  default_language: Nullable(LanguageCodeValue),
});
export type SchoolContactSettings = Static<typeof SchoolContactSettings>;

/** default_language left out keeps the school's; null sets English. */
export const SchoolContactSettingsBody = Type.Object(
  { show_staff_contact: Type.Boolean(), default_language: Type.Optional(Nullable(LanguageCodeValue)) },
  { additionalProperties: false },
);
export type SchoolContactSettingsBody = Static<typeof SchoolContactSettingsBody>;

// ---------------------------------------------------------------- medium of instruction

/** A language the product has, by its specs' language_id (LANGUAGE_LIST numbers them 1, 2, 3 ... in turn). */
export const MediumId = Type.Integer({
  minimum: 1,
  maximum: Math.max(...LANGUAGE_LIST.map((l) => l.id)),
  description: 'language_id of the medium of instruction (1 English, 2 Hindi, 3 Marathi, 4 Bengali, 5 Tamil, 6 Urdu)',
});

/** PUT /institutes/sections/medium: a school admin sets the medium of one of the school's sections. */
export const SectionMediumBody = Type.Object(
  { section_id: Type.Integer({ minimum: 1, maximum: MAX_DB_INTEGER }), language_id: MediumId },
  { additionalProperties: false },
);
export type SectionMediumBody = Static<typeof SectionMediumBody>;

export const SectionMediumData = Type.Object({
  section_id: Type.Integer(),
  language_id: Type.Integer(),
});
export type SectionMediumData = Static<typeof SectionMediumData>;
