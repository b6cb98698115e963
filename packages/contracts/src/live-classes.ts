import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { RoomProvider } from './live-rooms.js';
import { ClassRecordingBrief } from './live-recordings.js';
import { LiveClassStatusValue } from './states.js';

// Live classes (spec 001 §2 "Live class join flow", §3 "Live class", §4 live class
// status, §7 the live calls; spec 002 §4.1; calls-chosen.tsv saveLiveClass and myScheduleUniversity).
// A school's teacher or admin schedules a class for sections with a meeting-room link; its learners
// (and their parents) see it in their schedule and join it while it is active.

export const LIVE_CLASS_DURATION_MIN = 10;
export const LIVE_CLASS_DURATION_MAX = 300;
export const LIVE_CLASS_TITLE_MAX = 150;
export const LIVE_CLASS_LINK_MAX = 500;
/** A weekly timetable makes at most this many classes at once (a school term). */
export const LIVE_CLASS_REPEAT_WEEKS_MAX = 26;
/** The longest schedule range one call reads (start_date to end_date, inclusive). */
export const SCHEDULE_RANGE_DAYS_MAX = 62;

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD' });
const LocalTime = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  maxLength: 5,
  description: 'HH:mm in the school’s time zone',
});

/**
 * POST /live-class/teacher/schedule/saveLiveClass. Without sch_id: a new class. With sch_id: its
 * presenter, creator or an admin of its school changes it, or cancels it with is_cancelled.
 * schedule_date and start_time are the school's local day and time.
 */
export const SaveLiveClassBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  sch_id: Type.Optional(IdOrDigits()),
  is_cancelled: Type.Optional(Type.Boolean()),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  section_ids: Type.Optional(Type.Array(Id({ description: 'section_id' }), { minItems: 1, maxItems: 50 })),
  subject_id: Type.Optional(Id({ description: 'the subject (syllabus id)' })),
  subject_name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  title: Type.Optional(Type.String({ maxLength: LIVE_CLASS_TITLE_MAX })),
  schedule_date: Type.Optional(IsoDay),
  start_time: Type.Optional(LocalTime),
  duration: Type.Optional(
    Type.Integer({ minimum: LIVE_CLASS_DURATION_MIN, maximum: LIVE_CLASS_DURATION_MAX, description: 'minutes' }),
  ),
  presenter_uuid: Type.Optional(Nullable(Uuid)),
  lecture_mode: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(5), Type.Literal(7)])),
  lecture_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '2 recorded stream, else live' })),
  provider: Type.Optional(RoomProvider),
  room_link: Type.Optional(
    Type.String({ maxLength: LIVE_CLASS_LINK_MAX, description: 'https link of the room (provider link only)' }),
  ),
  repeat_weeks: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LIVE_CLASS_REPEAT_WEEKS_MAX,
      description:
        'a weekly timetable (new classes only): this class and one on the same day and time each following week, this many in all',
    }),
  ),
});
export type SaveLiveClassBody = Static<typeof SaveLiveClassBody>;

export const LiveClassStateValue = Type.Union(
  [Type.Literal('upcoming'), Type.Literal('missed'), Type.Literal('completed'), Type.Literal('unknown')],
  { description: 'spec 002 §4.1' },
);

export const LiveClass = Type.Object({
  sch_id: Type.Integer(),
  school_id: Type.Integer(),
  section_ids: Type.Array(Type.Integer()),
  section_names: Type.Array(Type.String()),
  subject_id: Type.Integer(),
  subject_name: Nullable(Type.String()),
  title: Type.String(),
  start_at: Type.String({ description: 'ISO instant' }),
  schedule_date: Type.String({ description: 'the school’s local day' }),
  start_time: Type.String({ description: 'the school’s local time HH:mm' }),
  time_zone: Type.String(),
  duration: Type.Integer(),
  presenter_uuid: Type.String(),
  presenter_name: Type.String(),
  lecture_mode: Type.Integer(),
  lecture_type: Type.Integer(),
  provider: Type.String(),
  live_class_status: LiveClassStatusValue,
  state: LiveClassStateValue,
  is_active: Type.Boolean({ description: 'now is within start and start + duration (002 §4.1)' }),
  is_expired: Type.Boolean({ description: 'status 4 or 5 (001 §4)' }),
  join_link: Nullable(Type.String({ description: 'the room link, only while joinable (learners), always for staff' })),
  can_start: Type.Optional(
    Type.Boolean({
      description:
        'staff only: startLiveLecture takes it now (scheduled or started, from 15 minutes before its start until its end)',
    }),
  ),
  /** Its recordings ready to watch (live-recordings.ts); playback is the access gate's to allow. */
  recordings: Type.Optional(Type.Array(ClassRecordingBrief)),
});
export type LiveClass = Static<typeof LiveClass>;

export const SaveLiveClassData = Type.Object({
  live_class: LiveClass,
  /** A weekly timetable's classes, the first included, earliest first. */
  series_ids: Type.Optional(Type.Array(Type.Integer())),
  /** startLiveLecture: the presenter's own way into the room (a moderator's, for a provider's room). */
  room_url: Type.Optional(Nullable(Type.String())),
});
export type SaveLiveClassData = Static<typeof SaveLiveClassData>;

/** POST /live-class/student/schedule/myScheduleUniversity */
export const MyScheduleBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  start_date: Type.Optional(IsoDay),
  end_date: Type.Optional(IsoDay),
});
export type MyScheduleBody = Static<typeof MyScheduleBody>;

export const LiveClassListData = Type.Object({
  classes: Type.Array(LiveClass),
  time_zone: Type.String(),
  /** The meeting-room providers this server offers, 'link' first (the teacher's upcoming list). */
  room_providers: Type.Optional(Type.Array(Type.String())),
});
export type LiveClassListData = Static<typeof LiveClassListData>;

/** GET /live-class/teacher/schedule/upcomingClassesUniversity */
export const UpcomingClassesQuery = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(IdOrDigits()),
});
export type UpcomingClassesQuery = Static<typeof UpcomingClassesQuery>;

/** GET /live-class/schedule/lectureDetails */
export const LectureDetailsQuery = Type.Object({
  ...LegacyCallFields,
  lecture_id: IdOrDigits({ description: 'sch_id' }),
  uuid: Type.Optional(Uuid),
});
export type LectureDetailsQuery = Static<typeof LectureDetailsQuery>;

/** POST /live-class/teacher/schedule/startLiveLecture */
export const StartLiveLectureBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  sch_id: IdOrDigits(),
});
export type StartLiveLectureBody = Static<typeof StartLiveLectureBody>;

/** POST /live-class/student/attendance/addImpartusUserUniversity: the join flow's attendee registration. */
export const JoinLiveClassBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  sch_id: IdOrDigits(),
});
export type JoinLiveClassBody = Static<typeof JoinLiveClassBody>;

export const JoinLiveClassData = Type.Object({
  sch_id: Type.Integer(),
  attendee_url: Type.String(),
  /** When the learner's join was recorded; null for a parent, whose opening is not the child's attendance. */
  joined_at: Nullable(Type.String()),
  /** presenter: the class's presenter joining as the room's moderator. */
  role: Type.Optional(Type.Union([Type.Literal('attendee'), Type.Literal('presenter')])),
});
export type JoinLiveClassData = Static<typeof JoinLiveClassData>;
