import Type, { type Static } from 'typebox';
import { IsoInstant } from './assessments-assign.js';
import { Id, IdOrDigits, IdOrZero, LegacyCallFields, Nullable, Uuid } from './common.js';

// Attendance, one register (spec 001 §3 "Attendance": school_id, board_id, class_id,
// section_id, date, start_date, end_date, syllabus_details; §6 marking and download are teacher only;
// §7 the offlineAttendance and studentAttendanceBySchoolId calls; §8 attendance calls succeed with
// status_code 200). A teacher marks a section for a day, everyone present by default; live classes'
// attendance joins the same register, the teacher's mark winning.

/** The marks of the register (packages/domain attendance-rules ATTENDANCE_MARKS). */
export const MarkValue = Type.Union(
  [Type.Literal('present'), Type.Literal('absent'), Type.Literal('late'), Type.Literal('excused')],
  { description: 'present, absent, late or excused' },
);
export type MarkValue = Static<typeof MarkValue>;

export const MarkSourceValue = Type.Union([Type.Literal('teacher'), Type.Literal('live')], {
  description: 'teacher: marked in the register; live: present in a live class of the day',
});

/** A remark on a learner's mark: a few words ("came at 9:40, bus late"). */
export const ATTENDANCE_REMARK_MAX = 200;
/** The most learners one register holds (a large batch); a section beyond it is refused. */
export const ATTENDANCE_REGISTER_MAX = 500;
/** The longest range one read covers (start_date to end_date, inclusive): two months. */
export const ATTENDANCE_RANGE_DAYS_MAX = 62;
/** Live presence: the share of a class (in per cent) a learner must be in to count present; the default. */
export const LIVE_PRESENCE_PERCENT_DEFAULT = 50;

export const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD' });
const ClientMarkId = Type.String({
  pattern: '^[A-Za-z0-9_-]{8,64}$',
  maxLength: 64,
  description: 'made by the client for this save; a retry with the same id counts once',
});

/** The spec's attendance fields naming a section (001 §3); board_id and class_id, when sent, must be the section's. */
const SectionFields = {
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  board_id: Type.Optional(Nullable(IdOrZero())),
  class_id: Type.Optional(Nullable(IdOrZero())),
  section_id: IdOrDigits(),
};

/** syllabus_details (001 §3): the boards and classes a school-wide read is about (all when absent). */
export const SyllabusDetails = Type.Array(
  Type.Object({ board_id: Type.Optional(IdOrZero()), class_id: Type.Optional(IdOrZero()) }),
  { maxItems: 50 },
);

export const AttendanceCounts = Type.Object({
  present: Type.Integer({ minimum: 0 }),
  absent: Type.Integer({ minimum: 0 }),
  late: Type.Integer({ minimum: 0 }),
  excused: Type.Integer({ minimum: 0 }),
});
export type AttendanceCounts = Static<typeof AttendanceCounts>;

const PersonRef = Nullable(Type.Object({ uuid: Type.String(), name: Type.String() }));

/** POST /live-class/offlineAttendance/markAttendanceDetails: the register of a section for a day (default today). */
export const AttendanceRegisterBody = Type.Object({ ...SectionFields, date: Type.Optional(IsoDay) });
export type AttendanceRegisterBody = Static<typeof AttendanceRegisterBody>;

export const RegisterLearner = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  mark: MarkValue,
  /** null: not marked yet, shown present by default. */
  source: Nullable(MarkSourceValue),
  remark: Nullable(Type.String()),
  /** The day's live classes (sch_id) the learner was present in. */
  live_classes: Type.Array(Type.Integer()),
});
export type RegisterLearner = Static<typeof RegisterLearner>;

export const RegisterLiveClass = Type.Object({
  sch_id: Type.Integer(),
  title: Type.String(),
  start_at: Type.String(),
  duration: Type.Integer(),
  present_count: Type.Integer({ minimum: 0 }),
});

export const AttendanceRegisterData = Type.Object({
  school_id: Type.Integer(),
  section_id: Type.Integer(),
  section_name: Type.String(),
  class_name: Type.String(),
  date: Type.String(),
  /** The school's day now, in its time zone. */
  today: Type.String(),
  time_zone: Type.String(),
  /** The register can be changed: it is of the school's today (by the server's clock). */
  is_editable: Type.Boolean(),
  /** The register was saved at least once. */
  is_marked: Type.Boolean(),
  marked_by: PersonRef,
  marked_at: Nullable(Type.String()),
  updated_by: PersonRef,
  updated_at: Nullable(Type.String()),
  /** When the day's absence notice last went to parents (sendPNForAttendance). */
  absence_notice_at: Nullable(Type.String()),
  counts: AttendanceCounts,
  live_classes: Type.Array(RegisterLiveClass),
  learners: Type.Array(RegisterLearner),
});
export type AttendanceRegisterData = Static<typeof AttendanceRegisterData>;

export const MarkInput = Type.Object({
  uuid: Uuid,
  mark: MarkValue,
  remark: Type.Optional(Nullable(Type.String({ maxLength: ATTENDANCE_REMARK_MAX }))),
});
export type MarkInput = Static<typeof MarkInput>;

/** A mark of a save that a later mark by someone else replaced: yours, the one kept, whose and when. */
export const ReplacedMark = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  your_mark: MarkValue,
  kept_mark: MarkValue,
  kept_by: PersonRef,
  kept_made_at: Type.String({ description: 'when the kept mark was made (ISO instant)' }),
});
export type ReplacedMark = Static<typeof ReplacedMark>;

/**
 * POST /live-class/offlineAttendance/v2/markAttendance (teacher only). Saves the whole register of a
 * section for the school's today in one go: the learners listed get the teacher's mark; the others
 * keep a mark they have, or are recorded present (from live attendance when they were in a live class).
 */
export const MarkAttendanceBody = Type.Object({
  ...SectionFields,
  client_mark_id: ClientMarkId,
  date: IsoDay,
  marks: Type.Array(MarkInput, { maxItems: ATTENDANCE_REGISTER_MAX }),
  /**
   * When the teacher gave these marks on their device (a save made offline arrives later). Believed up
   * to the moment the server receives the save; absent: made on arrival.
   */
  made_at: Type.Optional(IsoInstant),
});
export type MarkAttendanceBody = Static<typeof MarkAttendanceBody>;

export const MarkAttendanceData = Type.Object({
  ...AttendanceRegisterData.properties,
  /** True when this client_mark_id was saved before: nothing was written again. */
  replayed: Type.Boolean(),
  /**
   * Marks of this save not kept: another teacher marked the learner later (by the time each mark was
   * made), so theirs stands (docs/offline-conflicts.md). Empty when every mark was kept.
   */
  replaced: Type.Array(ReplacedMark),
});
export type MarkAttendanceData = Static<typeof MarkAttendanceData>;

/** POST /live-class/offlineAttendance/sendPNForAttendance: the day's absence notice to parents. */
export const AbsenceNoticeBody = Type.Object({ ...SectionFields, date: Type.Optional(IsoDay) });
export type AbsenceNoticeBody = Static<typeof AbsenceNoticeBody>;

export const AbsenceNoticeData = Type.Object({
  section_id: Type.Integer(),
  date: Type.String(),
  /** Learners marked absent in the register. */
  absent_learners: Type.Integer({ minimum: 0 }),
  /** Their parents, each told once a day per child however often the notice is sent. */
  parents: Type.Integer({ minimum: 0 }),
  absence_notice_at: Type.String(),
});
export type AbsenceNoticeData = Static<typeof AbsenceNoticeData>;

/** POST /live-class/offlineAttendance/attendanceSettings: read (staff) or change (a school admin). */
export const AttendanceSettingsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  live_presence_percent: Type.Optional(
    Type.Integer({
      minimum: 10,
      maximum: 100,
      description: 'the share of a live class (per cent) a learner must be in to count present',
    }),
  ),
});
export type AttendanceSettingsBody = Static<typeof AttendanceSettingsBody>;

export const AttendanceSettingsData = Type.Object({
  school_id: Type.Integer(),
  live_presence_percent: Type.Integer(),
  default_percent: Type.Integer(),
});
export type AttendanceSettingsData = Static<typeof AttendanceSettingsData>;

/** A range of days: start_date to end_date inclusive (at most ATTENDANCE_RANGE_DAYS_MAX), or one date. */
export const RangeFields = {
  date: Type.Optional(IsoDay),
  start_date: Type.Optional(IsoDay),
  end_date: Type.Optional(IsoDay),
};

/** Ids of syllabus nodes (subjects) whose live classes a by-school read counts. */
export const SyllabusIds = Type.Array(Id({ description: 'syllabus id of a subject' }), { maxItems: 100 });

export { SectionFields as AttendanceSectionFields };
