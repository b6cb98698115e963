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

/** The recordings module's calls (apps/server modules/recordings), study notes and the teacher's dashboard counts. */
export const recordingsCalls = {
  [`POST ${STUDENT_SCHEDULE}/recordedClassesUniversity`]: {
    guard: 'user',
    scope: 'self',
    body: RecordedClassesBody,
    data: RecordedClassesData,
  },
  [`POST ${STUDENT_SCHEDULE}/recordedLectureDetails`]: {
    guard: 'user',
    scope: 'self',
    body: RecordedLectureDetailsBody,
    data: RecordedLectureDetailsData,
  },
  [`POST /live-class/schedule/getSubjectListForRecordedLectures`]: {
    guard: 'user',
    scope: 'self',
    body: RecordedSubjectsBody,
    data: RecordedSubjectsData,
  },
  [`POST ${TEACHER_SCHEDULE}/saveRecording`]: {
    guard: 'staff',
    scope: 'school',
    body: SaveRecordingBody,
    data: SaveRecordingData,
  },
  [`POST ${TEACHER_SCHEDULE}/pastClassesUniversity`]: {
    guard: 'staff',
    scope: 'school',
    body: PastClassesBody,
    data: PastClassesData,
  },
  [`POST /live-class/notes/studyNotesDetailById`]: {
    guard: 'user',
    scope: 'catalogue',
    body: StudyNotesBody,
    data: StudyNotesData,
  },
  [`GET ${DASHBOARD}/libraryCount`]: {
    guard: 'staff',
    scope: 'school',
    query: TeacherDashboardQuery,
    data: LibraryCountData,
  },
  [`GET ${DASHBOARD}/attendeeCount`]: {
    guard: 'staff',
    scope: 'school',
    query: TeacherDashboardQuery,
    data: AttendeeCountData,
  },
} as const satisfies CallTable;
