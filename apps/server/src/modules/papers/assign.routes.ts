import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { AssignService } from './assign.service.js';
import type { OlympiadService } from './olympiad.service.js';

const REPORT = '/student-report';
const tags = ['assessments'];
const SELF = 'The caller’s own (a parent names a linked child with uuid; anyone else’s uuid is refused).';

export interface AssignRouteServices {
  assign: AssignService;
  olympiad: OlympiadService;
}

/** Assigning papers and the Olympiad calls of 002 §7.2. */
export function registerAssignRoutes(app: FastifyInstance, s: AssignRouteServices): void {
  route(
    app,
    `POST ${REPORT}/teacher/assignPaper`,
    {
      tags,
      summary: 'Assign a paper with its window, duration and per-learner extra time (assign_id: change them)',
      description:
        'Staff: to sections of their school (a teacher those they teach), a paper of the platform or of that school. ' +
        'An Olympiad paper (type 2) is group 3798 and enrols each learner with a slot (slot_end_time, default the end). ' +
        'A parent: a platform paper to their linked child (uuid), group 3782. Learners: 403.',
    },
    async (request) => ok(await s.assign.assign(requireUser(request), request.body)),
  );

  route(
    app,
    `GET ${REPORT}/levelAssignedInfo`,
    {
      tags,
      summary: 'The server’s clock for the paper time gate (current_time), and whether the board skips it',
      description: 'Boards 55356665 and 45308718 skip the time gate (002 §4.4).',
    },
    async (request) => ok(s.olympiad.levelAssignedInfo(request.query)),
  );

  route(
    app,
    `GET ${REPORT}/olympiad/enrollments`,
    {
      tags,
      summary: 'The learner’s Olympiad enrollments; end_date_time is the slot end that closes the attempt',
      description: SELF,
    },
    async (request) => ok(await s.olympiad.enrollments(requireUser(request), request.query.uuid)),
  );

  route(
    app,
    `POST ${REPORT}/olympiad/updatePaperStatus`,
    {
      tags,
      summary: 'Mark the learner’s Olympiad paper opened (status 1), 002 §4.5',
      description: `The enrollment must be the learner’s and match the paper and the assignment. ${SELF}`,
    },
    async (request) => ok(await s.olympiad.updatePaperStatus(requireUser(request), request.body)),
  );
}
