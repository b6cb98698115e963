import Type, { type Static } from 'typebox';
import {
  AttendanceCounts,
  AttendanceSectionFields,
  MarkSourceValue,
  MarkValue,
  RangeFields,
  SyllabusDetails,
  SyllabusIds,
} from './attendance.js';
import { IdOrDigits, LegacyCallFields, ListPosition, Nullable, Uuid } from './common.js';

// Attendance read over days (spec 001 §7): a section's learners by day, a school's
// sections, a school's learners (studentAttendanceBySchoolId, v2 with total_students), a learner's
// own month, and a section's register as a spreadsheet or CSV.

const Percent = Nullable(Type.Number({ description: 'present and late over present, late and absent; null: none' }));

/**
 * POST /live-class/offlineAttendance/sectionWiseAttendance, and the downloads
 * (downloadAttendance: .xlsx; v2/downloadAttendance: .csv): a section from start_date to end_date
 * (default: the last 30 days up to today).
 */
export const SectionAttendanceBody = Type.Object({ ...AttendanceSectionFields, ...RangeFields });
export type SectionAttendanceBody = Static<typeof SectionAttendanceBody>;

export const SectionAttendanceLearner = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  /** One per day of `dates`: the day's mark, or null when the learner has none. */
  marks: Type.Array(Nullable(MarkValue)),
  sources: Type.Array(Nullable(MarkSourceValue)),
  counts: AttendanceCounts,
  attendance_percent: Percent,
});
export type SectionAttendanceLearner = Static<typeof SectionAttendanceLearner>;

export const SectionAttendanceData = Type.Object({
  school_id: Type.Integer(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  class_name: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  time_zone: Type.String(),
  /** Days of the range with a register or a live class attended, in order. */
  dates: Type.Array(Type.String()),
  registers: Type.Array(Type.Object({ date: Type.String(), marked_by_name: Type.String(), marked_at: Type.String() })),
  learners: Type.Array(SectionAttendanceLearner),
  counts: AttendanceCounts,
  attendance_percent: Percent,
});
export type SectionAttendanceData = Static<typeof SectionAttendanceData>;

/** POST /live-class/offlineAttendance/schoolAttendance: every section of the school, for a day or a range. */
export const SchoolAttendanceBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  ...RangeFields,
  syllabus_details: Type.Optional(SyllabusDetails),
});
export type SchoolAttendanceBody = Static<typeof SchoolAttendanceBody>;

export const SchoolAttendanceSection = Type.Object({
  section_id: Type.Integer(),
  section_name: Type.String(),
  class_name: Type.String(),
  board_id: Type.Integer(),
  class_id: Type.Integer(),
  total_students: Type.Integer({ minimum: 0 }),
  /** Days of the range with a saved register. */
  registers: Type.Integer({ minimum: 0 }),
  /** The latest day of the range with a saved register. */
  last_marked_date: Nullable(Type.String()),
  counts: AttendanceCounts,
  attendance_percent: Percent,
});
export type SchoolAttendanceSection = Static<typeof SchoolAttendanceSection>;

export const SchoolAttendanceData = Type.Object({
  school_id: Type.Integer(),
  start_date: Type.String(),
  end_date: Type.String(),
  today: Type.String(),
  time_zone: Type.String(),
  sections: Type.Array(SchoolAttendanceSection),
  total_students: Type.Integer({ minimum: 0 }),
  counts: AttendanceCounts,
  attendance_percent: Percent,
});
export type SchoolAttendanceData = Static<typeof SchoolAttendanceData>;

/**
 * POST /live-class/attendee/studentAttendanceBySchoolId and /v2/studentAttendanceBySchoolId: the
 * school's learners (or a section's) with their days and their live classes of the subjects named
 * by syllabus_ids (every subject when absent), a page at a time; v2 adds total_students.
 */
export const StudentAttendanceBySchoolBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  section_id: Type.Optional(Nullable(IdOrDigits())),
  ...RangeFields,
  syllabus_ids: Type.Optional(SyllabusIds),
  page_no: Type.Optional(ListPosition({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type StudentAttendanceBySchoolBody = Static<typeof StudentAttendanceBySchoolBody>;

export const StudentAttendanceRow = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  counts: AttendanceCounts,
  /** Days with a mark. */
  days_marked: Type.Integer({ minimum: 0 }),
  attendance_percent: Percent,
  /** Live classes of the subjects asked held for the learner's section in the range, and those they attended. */
  live_classes: Type.Integer({ minimum: 0 }),
  live_attended: Type.Integer({ minimum: 0 }),
});
export type StudentAttendanceRow = Static<typeof StudentAttendanceRow>;

export const StudentAttendanceBySchoolData = Type.Object({
  school_id: Type.Integer(),
  start_date: Type.String(),
  end_date: Type.String(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  students: Type.Array(StudentAttendanceRow),
  /** v2: how many learners the school (or section) has, all pages. */
  total_students: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type StudentAttendanceBySchoolData = Static<typeof StudentAttendanceBySchoolData>;

/**
 * POST /live-class/offlineAttendance/myAttendance (a path we chose: no spec call reads a learner's
 * own): a learner's month (a parent: a linked child's, named by uuid), of one school when school_id is sent.
 */
export const MyAttendanceBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'YYYY-MM' })),
});
export type MyAttendanceBody = Static<typeof MyAttendanceBody>;

export const MyAttendanceDay = Type.Object({
  date: Type.String(),
  mark: MarkValue,
  source: MarkSourceValue,
  remark: Nullable(Type.String()),
});
export type MyAttendanceDay = Static<typeof MyAttendanceDay>;

export const MyAttendanceData = Type.Object({
  learner_uuid: Type.String(),
  name: Type.String(),
  month: Type.String(),
  today: Type.String(),
  time_zone: Type.String(),
  /** Days of the month with a mark, in order. */
  days: Type.Array(MyAttendanceDay),
  counts: AttendanceCounts,
  attendance_percent: Percent,
});
export type MyAttendanceData = Static<typeof MyAttendanceData>;
