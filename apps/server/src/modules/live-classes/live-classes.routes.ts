import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { LearnerWeek } from './learner-week.service.js';
import type { LiveAttendance } from './live-attendance.service.js';
import type { LiveClassesService } from './live-classes.service.js';

export const TEACHER_SCHEDULE = '/live-class/teacher/schedule';
export const STUDENT_SCHEDULE = '/live-class/student/schedule';
const tags = ['live'];
const JSON_TYPE = 'application/json; charset=utf-8';
const LEARNER =
  'A learner’s own classes: those of their sections. A parent reads the active child’s (uuid names the child; ' +
  'another person’s is refused). The room link is answered only while the class is on (002 §4.1).';

/** The live class calls of spec 001 §7 (calls.tsv module live) and the chosen ones (calls-chosen.tsv). */
export function registerLiveClassRoutes(
  app: FastifyInstance,
  {
    liveClasses,
    liveAttendance,
    learnerWeek,
  }: { liveClasses: LiveClassesService; liveAttendance: LiveAttendance; learnerWeek: LearnerWeek },
) {
  route(
    app,
    `POST ${TEACHER_SCHEDULE}/saveLiveClass`,
    {
      tags,
      summary: 'Schedule a live class (no sch_id), change it, or cancel it (is_cancelled)',
      description:
        'A teacher or admin of the school schedules a class for its sections, on the school’s local day and time, ' +
        'with a meeting-room link (https Google Meet, Zoom or Jitsi). Its presenter, creator or a school admin ' +
        'changes or cancels it while it is scheduled. The sections’ learners and parents are told, and reminded ' +
        '10 minutes before. Another school’s class answers 404.',
    },
    async (request) => ok(await liveClasses.save(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${STUDENT_SCHEDULE}/myScheduleUniversity`,
    {
      tags,
      summary: 'The learner’s live classes from start_date to end_date (at most 62 days; default this week)',
      description: LEARNER,
    },
    async (request, reply) => {
      // A kept week is sent as it was serialized; a new one is serialized through the route's schema.
      const body = await learnerWeek.answer(
        requireUser(request),
        request.body,
        (data) => reply.serialize(ok(data)) as string,
      );
      // Bytes are sent as they are (Fastify serializes objects only); typed replies expect the object.
      return reply.type(JSON_TYPE).send(body as never);
    },
  );

  route(
    app,
    `GET ${TEACHER_SCHEDULE}/upcomingClassesUniversity`,
    {
      tags,
      summary: 'The teacher’s live classes not yet over (an admin: the school’s), for 31 days',
      description: 'Teacher only (spec 001 §7). Another school’s school_id answers 404.',
    },
    async (request) => ok(await liveClasses.upcoming(requireUser(request), request.query)),
  );

  route(
    app,
    'GET /live-class/schedule/lectureDetails',
    {
      tags,
      summary: 'One live class (lecture_id is its sch_id)',
      description: `Its school’s staff read it whole. ${LEARNER} Anyone else: 404.`,
    },
    async (request) =>
      ok(await liveClasses.details(requireUser(request), request.query.lecture_id, request.query.uuid)),
  );

  route(
    app,
    `POST ${TEACHER_SCHEDULE}/startLiveLecture`,
    {
      tags,
      summary: 'The presenter starts the class (live_class_status 2)',
      description:
        'Teacher only: its presenter, creator or a school admin, while its time is not over. Another school’s ' +
        'class answers 404; a cancelled one 409.',
    },
    async (request) => ok(await liveClasses.start(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /live-class/student/attendance/addImpartusUserUniversity',
    {
      tags,
      summary: 'The join flow’s attendee registration: records the learner’s join, answers the room’s URL',
      description:
        'A learner of the class’s sections (a parent: for the active child) while the class is on (else 409). ' +
        'One join is recorded per person and minute (calling again within it changes nothing). ' +
        `${LEARNER}`,
    },
    async (request) => ok(await liveClasses.join(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /live-class/attendee/getLiveAttendance',
    {
      tags,
      summary: 'A live class’s learners with their time in the room, present or absent',
      description:
        'Staff of the class’s school (another school’s class answers 404). Each learner of its sections with their ' +
        'seconds in the room within the class’s time (rejoins counted once) and present when that reaches the ' +
        'school’s share of the class (half unless the school sets another). The room’s own joins and leaves where ' +
        'its provider tells them (BigBlueButton, Zoom); the learners’ joins through the join flow otherwise.',
    },
    async (request) => ok(await liveAttendance.ofClass(requireUser(request), request.body)),
  );
}
