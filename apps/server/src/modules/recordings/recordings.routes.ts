import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import { STUDENT_SCHEDULE, TEACHER_SCHEDULE } from '../live-classes/live-classes.module.js';
import type { RecordingWrites } from './recording-writes.service.js';
import type { RecordingsService } from './recordings.service.js';
import type { StudyNotesService } from './study-notes.service.js';
import type { TeacherDashboard } from './teacher-dashboard.service.js';

const tags = ['live'];
const READERS =
  'Learners see the recordings of their sections’ classes that are ready (a parent: the active child’s, named ' +
  'by uuid; another person’s is refused); the school’s staff see every recording of their school. Another ' +
  'school’s, or another section’s, answers as absent (404).';

export interface RecordingServices {
  recordings: RecordingsService;
  recordingWrites: RecordingWrites;
  studyNotes: StudyNotesService;
  teacherDashboard: TeacherDashboard;
}

/** The recorded lecture calls of spec 001 §7 (calls.tsv module live), study notes, the dashboard counts, and chosen ones. */
export function registerRecordingRoutes(app: FastifyInstance, services: RecordingServices) {
  const { recordings, recordingWrites, studyNotes, teacherDashboard } = services;

  route(
    app,
    `POST ${STUDENT_SCHEDULE}/recordedClassesUniversity`,
    {
      tags,
      summary: 'Recorded classes, newest first (page_size 10 unless asked; assignment_details narrows them)',
      description: `${READERS} Each carries the access gate’s decision for a learner (spec 001 §4).`,
    },
    async (request) => ok(await recordings.list(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /live-class/schedule/getSubjectListForRecordedLectures',
    { tags, summary: 'The subjects with recorded lectures, and how many each has', description: READERS },
    async (request) => ok(await recordings.subjects(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${STUDENT_SCHEDULE}/recordedLectureDetails`,
    {
      tags,
      summary: 'Open a recording: its video (signed) or playback page, and its PDF notes, when the gate allows',
      description:
        `${READERS} Played when a learn-list item is present (homework the learner holds lists it) or the ` +
        'package check passes (a package with live classes); otherwise the upgrade or free-trial-ended prompt ' +
        'with its explanation, and no media (spec 001 §4).',
    },
    async (request) => ok(await recordings.details(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${TEACHER_SCHEDULE}/saveRecording`,
    {
      tags,
      summary: 'Attach an uploaded video (and PDF notes) to a past class; rename or remove a recording',
      description:
        'Teacher only: the class’s presenter, its creator or a school admin, once the class is over. The video ' +
        'is an mp4 uploaded for the school (getTransVideo’s transcoded key: processing until it is ready); the ' +
        'same video attached again answers the same recording. Another school’s class answers 404.',
    },
    async (request) => ok(await recordingWrites.save(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${TEACHER_SCHEDULE}/pastClassesUniversity`,
    {
      tags,
      summary: 'The teacher’s classes that have started, newest first, with their recordings',
      description: 'Teacher only: those they present or created (an admin: the school’s). Another school: 404.',
    },
    async (request) => ok(await recordingWrites.pastClasses(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /live-class/notes/studyNotesDetailById',
    {
      tags,
      summary: 'Study notes by id: the content details of the catalogue’s study notes, with the gate’s decision',
      description:
        'What the caller sees of the catalogue (another school’s own notes are missing); the PDF is signed only ' +
        'when the access gate allows.',
    },
    async (request) => ok(await studyNotes.byIds(requireUser(request), request.body)),
  );

  route(
    app,
    'GET /live-class/teacherDashboard/libraryCount',
    {
      tags,
      summary: 'The teacher’s library: their recordings, learn-lists and the school’s papers',
      description: 'Teacher only (spec 001 §7). Another school’s school_id answers 404.',
    },
    async (request) => ok(await teacherDashboard.libraryCount(requireUser(request), request.query)),
  );

  route(
    app,
    'GET /live-class/teacherDashboard/attendeeCount',
    {
      tags,
      summary: 'Learners who joined the teacher’s live classes (an admin: the school’s)',
      description: 'Teacher only (spec 001 §7). Another school’s school_id answers 404.',
    },
    async (request) => ok(await teacherDashboard.attendeeCount(requireUser(request), request.query)),
  );
}
