import Type, { type Static } from 'typebox';
import { AccessDecision } from './access.js';
import { ContentDetail } from './content.js';
import { Id, IdOrDigits, LegacyCallFields, Nullable, Uuid } from './common.js';
import { LiveClassStatusValue } from './states.js';

// Recordings of live classes (spec 001 §2 /play-live-class, /video-player and
// /lecture-note, §3 "Recorded lecture", §4 recorded lecture playback and bookmark, §7 the recorded
// lecture calls, §9; spec 002 §2.2, §7.1, §8, §9). A recording belongs to a past live class: uploaded
// by its teacher through the media pipeline, or made by the class's meeting-room provider. Learners of
// the class's sections watch it when the access gate allows (a learn-list item, or a package with
// live classes); its PDF notes open at /lecture-note.

/** 001 §9: recorded lectures page_size default 10. */
export const RECORDED_LECTURES_PAGE_SIZE = 10;
/** 002 §9: recorded classes per request 20, offset 0. */
export const RECORDED_CLASSES_PER_REQUEST = 20;
export const RECORDED_LECTURES_PAGE_SIZE_MAX = 50;
export const RECORDING_TITLE_MAX = 150;
/** A recording is at most a class's longest (300 minutes) with room to spare. */
export const RECORDING_DURATION_MAX_SECONDS = 8 * 3600;
/** A recording's source when its teacher uploaded it; otherwise the provider's name ('bbb', 'zoom'). */
export const RECORDING_SOURCE_UPLOAD = 'upload';
/** Study notes asked at once (studyNotesDetailById). */
export const STUDY_NOTES_MAX = 50;

export const RecordingState = Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')], {
  description: 'an upload is processing until its transcoding is done; a provider’s recording is ready',
});
export type RecordingState = Static<typeof RecordingState>;

const MediaKey = Type.String({ minLength: 1, maxLength: 500, description: 'a key of a file uploaded for the school' });
const PageNo = Type.Integer({ minimum: 1, maximum: 10_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: RECORDED_LECTURES_PAGE_SIZE_MAX });

/** What a live class's card says of its recordings (LiveClass.recordings): the ready ones. */
export const ClassRecordingBrief = Type.Object({
  video_id: Type.Integer(),
  title: Type.String(),
  has_notes: Type.Boolean(),
});
export type ClassRecordingBrief = Static<typeof ClassRecordingBrief>;

/** A recorded lecture (001 §3: video_id, lecture_id, faculty_id, syllabus, learnlist_item_id) as answered. */
export const RecordedLecture = Type.Object({
  video_id: Type.Integer({ description: 'the recording' }),
  lecture_id: Type.Integer({ description: 'the live class (sch_id)' }),
  faculty_id: Type.String({ description: 'the class’s presenter (uuid)' }),
  faculty_name: Type.String(),
  syllabus: Type.Object({ subject_id: Type.Integer(), subject_name: Nullable(Type.String()) }),
  learnlist_item_id: Nullable(
    Type.String({ description: 'the learn-list item naming it in homework the learner holds; else null' }),
  ),
  assign_id: Nullable(Type.Integer({ description: 'that homework’s assignment' })),
  title: Type.String(),
  class_title: Type.String(),
  school_id: Type.Integer(),
  section_ids: Type.Array(Type.Integer()),
  section_names: Type.Array(Type.String()),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  start_at: Type.String({ description: 'ISO instant the class started' }),
  schedule_date: Type.String({ description: 'the school’s local day of the class' }),
  start_time: Type.String({ description: 'the school’s local time HH:mm' }),
  time_zone: Type.String(),
  duration_seconds: Nullable(Type.Integer()),
  source: Type.String({ description: "'upload', or the meeting-room provider's name" }),
  state: RecordingState,
  has_notes: Type.Boolean({ description: 'PDF notes open at /lecture-note' }),
  is_bookmarked: Type.Boolean({ description: 'bookmarked by the learner (a parent: the child)' }),
  /** Learners and parents: the access gate's decision (001 §4); staff of the school: null. */
  access: Nullable(AccessDecision),
  created_at: Type.String(),
});
export type RecordedLecture = Static<typeof RecordedLecture>;

/** Narrows the list to sections or subjects of the learner's (001 §7 assignment_details). */
const AssignmentDetail = Type.Object({
  section_id: Type.Optional(Id()),
  subject_id: Type.Optional(Id({ description: 'the subject (syllabus id)' })),
});

/** POST /live-class/student/schedule/recordedClassesUniversity */
export const RecordedClassesBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  assignment_details: Type.Optional(Type.Array(AssignmentDetail, { maxItems: 20 })),
  page_size: Type.Optional(PageSize),
  page_no: Type.Optional(PageNo),
});
export type RecordedClassesBody = Static<typeof RecordedClassesBody>;

export const RecordedClassesData = Type.Object({
  classes: Type.Array(RecordedLecture, { description: 'newest class first' }),
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
});
export type RecordedClassesData = Static<typeof RecordedClassesData>;

/** POST /live-class/schedule/getSubjectListForRecordedLectures */
export const RecordedSubjectsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
});
export type RecordedSubjectsBody = Static<typeof RecordedSubjectsBody>;

export const RecordedSubject = Type.Object({
  subject_id: Type.Integer(),
  subject_name: Nullable(Type.String()),
  board_id: Nullable(Type.Integer()),
  class_id: Nullable(Type.Integer()),
  recording_count: Type.Integer(),
  group_presentation: Nullable(
    Type.Integer({ description: '002 §2.2: 2, 0, 4 or unset open the chapters; any other value /study-syllabus' }),
  ),
});
export type RecordedSubject = Static<typeof RecordedSubject>;

export const RecordedSubjectsData = Type.Object({ subjects: Type.Array(RecordedSubject) });
export type RecordedSubjectsData = Static<typeof RecordedSubjectsData>;

/** POST /live-class/student/schedule/recordedLectureDetails (chosen path): open one recording. */
export const RecordedLectureDetailsBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  video_id: IdOrDigits({ description: 'the recording' }),
  assign_id: Type.Optional(Nullable(IdOrDigits({ description: 'the homework it is opened from' }))),
});
export type RecordedLectureDetailsBody = Static<typeof RecordedLectureDetailsBody>;

export const RecordedLectureDetailsData = Type.Object({
  recorded_lecture: RecordedLecture,
  access: AccessDecision,
  video_url: Nullable(Type.String({ description: 'an upload: signed URL of the mp4, only when allowed' })),
  playback_url: Nullable(Type.String({ description: 'a provider’s recording: its playback page, only when allowed' })),
  notes_url: Nullable(Type.String({ description: 'signed URL of the PDF notes, only when allowed' })),
  url_expires_in: Nullable(Type.Integer({ description: 'seconds the signed URLs stay valid' })),
});
export type RecordedLectureDetailsData = Static<typeof RecordedLectureDetailsData>;

/**
 * POST /live-class/teacher/schedule/saveRecording (chosen path). With sch_id: a new recording of that
 * past class (media_key: the mp4 of an upload of the school, getTransVideo's transcoded key; the same
 * key attached again answers the recording it made). With video_id: changes its title or notes, or
 * removes it (is_deleted). The class's presenter, creator or a school admin.
 */
export const SaveRecordingBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  sch_id: Type.Optional(IdOrDigits({ description: 'the past live class (a new recording)' })),
  video_id: Type.Optional(IdOrDigits({ description: 'the recording (a change or removal)' })),
  is_deleted: Type.Optional(Type.Boolean()),
  media_key: Type.Optional(MediaKey),
  notes_key: Type.Optional(Nullable(MediaKey)),
  title: Type.Optional(Type.String({ maxLength: RECORDING_TITLE_MAX })),
  duration_seconds: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: RECORDING_DURATION_MAX_SECONDS }))),
});
export type SaveRecordingBody = Static<typeof SaveRecordingBody>;

export const SaveRecordingData = Type.Object({ recorded_lecture: Nullable(RecordedLecture) });
export type SaveRecordingData = Static<typeof SaveRecordingData>;

/** POST /live-class/teacher/schedule/pastClassesUniversity (chosen path): a teacher's classes that have started. */
export const PastClassesBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(Nullable(IdOrDigits())),
  page_size: Type.Optional(PageSize),
  page_no: Type.Optional(PageNo),
});
export type PastClassesBody = Static<typeof PastClassesBody>;

export const PastClass = Type.Object({
  sch_id: Type.Integer(),
  title: Type.String(),
  subject_name: Nullable(Type.String()),
  section_names: Type.Array(Type.String()),
  start_at: Type.String(),
  schedule_date: Type.String(),
  start_time: Type.String(),
  duration: Type.Integer({ description: 'minutes' }),
  live_class_status: LiveClassStatusValue,
  presenter_name: Type.String(),
  is_over: Type.Boolean({ description: 'its time is over: a recording may be added' }),
  recordings: Type.Array(RecordedLecture, { description: 'every state: processing, ready, failed' }),
});
export type PastClass = Static<typeof PastClass>;

export const PastClassesData = Type.Object({
  classes: Type.Array(PastClass, { description: 'classes that have started, newest first (not cancelled ones)' }),
  total_count: Type.Integer(),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  time_zone: Type.String(),
});
export type PastClassesData = Static<typeof PastClassesData>;

/** POST /live-class/notes/studyNotesDetailById (000 §7: note_ids, uuid; response study_notes). */
export const StudyNotesBody = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  note_ids: Type.Union([
    Type.Array(Id(), { minItems: 1, maxItems: STUDY_NOTES_MAX }),
    Type.String({ minLength: 1, maxLength: 600, description: 'comma list of study notes (content ids)' }),
  ]),
});
export type StudyNotesBody = Static<typeof StudyNotesBody>;

export const StudyNotesData = Type.Object({
  study_notes: Type.Array(ContentDetail, { description: 'study notes of the catalogue, in the order asked' }),
  missing_ids: Type.Array(Type.String({ description: 'not study notes the caller sees' })),
});
export type StudyNotesData = Static<typeof StudyNotesData>;

/** GET /live-class/teacherDashboard/libraryCount and attendeeCount (001 §7: uuid, school_id; teacher only). */
export const TeacherDashboardQuery = Type.Object({
  ...LegacyCallFields,
  uuid: Type.Optional(Uuid),
  school_id: Type.Optional(IdOrDigits()),
});
export type TeacherDashboardQuery = Static<typeof TeacherDashboardQuery>;

export const LibraryCountData = Type.Object({
  library_count: Type.Integer({ description: 'recordings + learnlists + papers' }),
  recordings: Type.Integer({ description: 'recordings of the classes the teacher presents or created' }),
  learnlists: Type.Integer({ description: 'the teacher’s learn-lists and those shared with them' }),
  papers: Type.Integer({ description: 'papers of the school’s library the teacher assigns from' }),
});
export type LibraryCountData = Static<typeof LibraryCountData>;

export const AttendeeCountData = Type.Object({
  attendee_count: Type.Integer({ description: 'learners who joined at least one of the teacher’s classes' }),
  attendances: Type.Integer({ description: 'joins counted once per learner and class' }),
  classes_attended: Type.Integer({ description: 'the teacher’s classes at least one learner joined' }),
});
export type AttendeeCountData = Static<typeof AttendeeCountData>;
