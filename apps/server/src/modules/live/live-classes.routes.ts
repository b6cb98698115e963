import {
  JoinLiveClassBody,
  JoinLiveClassData,
  LectureDetailsQuery,
  LiveClassListData,
  MyScheduleBody,
  SaveLiveClassBody,
  SaveLiveClassData,
  StartLiveLectureBody,
  UpcomingClassesQuery,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { LiveClassesService } from './live-classes.service.js';

export const TEACHER_SCHEDULE = '/live-class/teacher/schedule';
export const STUDENT_SCHEDULE = '/live-class/student/schedule';
const tags = ['live'];
const LEARNER =
  'A learner’s own classes: those of their sections. A parent reads the active child’s (uuid names the child; ' +
  'another person’s is refused). The room link is answered only while the class is on (002 §4.1).';

/** The live class calls of spec 001 §7 (calls.tsv module live) and the chosen ones (calls-chosen.tsv). */
export function registerLiveClassRoutes(parent: FastifyInstance, { liveClasses }: { liveClasses: LiveClassesService }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const staff = { guard: 'staff', scope: 'school' } as const;
  const self = { guard: 'user', scope: 'self' } as const;

  app.post(
    `${TEACHER_SCHEDULE}/saveLiveClass`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Schedule a live class (no sch_id), change it, or cancel it (is_cancelled)',
        description:
          'A teacher or admin of the school schedules a class for its sections, on the school’s local day and time, ' +
          'with a meeting-room link (https Google Meet, Zoom or Jitsi). Its presenter, creator or a school admin ' +
          'changes or cancels it while it is scheduled. The sections’ learners and parents are told, and reminded ' +
          '10 minutes before. Another school’s class answers 404.',
        body: SaveLiveClassBody,
        response: responses(SaveLiveClassData),
      },
    },
    async (request) => ok(await liveClasses.save(requireUser(request), request.body)),
  );

  app.post(
    `${STUDENT_SCHEDULE}/myScheduleUniversity`,
    {
      config: self,
      schema: {
        tags,
        summary: 'The learner’s live classes from start_date to end_date (at most 62 days; default this week)',
        description: LEARNER,
        body: MyScheduleBody,
        response: responses(LiveClassListData),
      },
    },
    async (request) => ok(await liveClasses.mySchedule(requireUser(request), request.body)),
  );

  app.get(
    `${TEACHER_SCHEDULE}/upcomingClassesUniversity`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The teacher’s live classes not yet over (an admin: the school’s), for 31 days',
        description: 'Teacher only (spec 001 §7). Another school’s school_id answers 404.',
        querystring: UpcomingClassesQuery,
        response: responses(LiveClassListData),
      },
    },
    async (request) => ok(await liveClasses.upcoming(requireUser(request), request.query)),
  );

  app.get(
    '/live-class/schedule/lectureDetails',
    {
      config: self,
      schema: {
        tags,
        summary: 'One live class (lecture_id is its sch_id)',
        description: `Its school’s staff read it whole. ${LEARNER} Anyone else: 404.`,
        querystring: LectureDetailsQuery,
        response: responses(SaveLiveClassData),
      },
    },
    async (request) =>
      ok(await liveClasses.details(requireUser(request), request.query.lecture_id, request.query.uuid)),
  );

  app.post(
    `${TEACHER_SCHEDULE}/startLiveLecture`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The presenter starts the class (live_class_status 2)',
        description:
          'Teacher only: its presenter, creator or a school admin, while its time is not over. Another school’s ' +
          'class answers 404; a cancelled one 409.',
        body: StartLiveLectureBody,
        response: responses(SaveLiveClassData),
      },
    },
    async (request) => ok(await liveClasses.start(requireUser(request), request.body)),
  );

  app.post(
    '/live-class/student/attendance/addImpartusUserUniversity',
    {
      config: self,
      schema: {
        tags,
        summary: 'The join flow’s attendee registration: records the learner’s join, answers the room’s URL',
        description:
          'A learner of the class’s sections (a parent: for the active child) while the class is on (else 409). ' +
          'One join is recorded per person and minute (calling again within it changes nothing). ' +
          `${LEARNER}`,
        body: JoinLiveClassBody,
        response: responses(JoinLiveClassData),
      },
    },
    async (request) => ok(await liveClasses.join(requireUser(request), request.body)),
  );
}
