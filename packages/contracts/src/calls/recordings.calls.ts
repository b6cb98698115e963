import {
  AttendeeCountData,
  LibraryCountData,
  PastClassesBody,
  PastClassesData,
  RecordedClassesBody,
  RecordedClassesData,
  RecordedLectureDetailsBody,
  RecordedLectureDetailsData,
  RecordedSubjectsBody,
  RecordedSubjectsData,
  SaveRecordingBody,
  SaveRecordingData,
  StudyNotesBody,
  StudyNotesData,
  TeacherDashboardQuery,
} from '../index.js';
import type { CallTable } from './call-spec.js';

const STUDENT_SCHEDULE = '/live-class/student/schedule';
const TEACHER_SCHEDULE = '/live-class/teacher/schedule';
const DASHBOARD = '/live-class/teacherDashboard';

/** The live module's recordings (apps/server modules/live/recordings*), study notes and the teacher's dashboard counts. */
export const recordingsCalls: CallTable = {
  [`POST ${STUDENT_SCHEDULE}/recordedClassesUniversity`]: { body: RecordedClassesBody, data: RecordedClassesData },
  [`POST ${STUDENT_SCHEDULE}/recordedLectureDetails`]: {
    body: RecordedLectureDetailsBody,
    data: RecordedLectureDetailsData,
  },
  [`POST /live-class/schedule/getSubjectListForRecordedLectures`]: {
    body: RecordedSubjectsBody,
    data: RecordedSubjectsData,
  },
  [`POST ${TEACHER_SCHEDULE}/saveRecording`]: { body: SaveRecordingBody, data: SaveRecordingData },
  [`POST ${TEACHER_SCHEDULE}/pastClassesUniversity`]: { body: PastClassesBody, data: PastClassesData },
  [`POST /live-class/notes/studyNotesDetailById`]: { body: StudyNotesBody, data: StudyNotesData },
  [`GET ${DASHBOARD}/libraryCount`]: { query: TeacherDashboardQuery, data: LibraryCountData },
  [`GET ${DASHBOARD}/attendeeCount`]: { query: TeacherDashboardQuery, data: AttendeeCountData },
};
