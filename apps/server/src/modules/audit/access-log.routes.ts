import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { AccessLog } from './access-log.service.js';

const tags = ['privacy'];

/** Reading who looked at a child's records. The log has no route that changes or removes an entry. */
export function registerAccessLogRoutes(app: FastifyInstance, log: AccessLog): void {
  route(
    app,
    'GET /privacy/access-log',
    {
      tags,
      summary: 'Who of a school’s staff read your records (a parent: a linked child’s, by uuid), newest first',
      description:
        'Each read by staff of a child’s answers, reports, attendance, contact details or downloads of them: who, ' +
        'what, when, from where. Reads by the child or their parent are not in it. 20 a page. A parent naming a ' +
        'child not linked to them: 403 NOT_LINKED_CHILD.',
    },
    async (request) => ok(await log.forPerson(requireUser(request), request.query)),
  );

  route(
    app,
    'GET /privacy/access-log/school',
    {
      tags,
      summary: 'A school admin’s view of the school’s access log, newest first, narrowed as asked',
      description:
        'School admins only (other staff: 403). Only reads by the admin’s schools’ staff. Narrowed by learner, ' +
        'member of staff, kind, and a time range (from included, to not; to before from: 400 naming to). 20 a page.',
    },
    async (request) => ok(await log.forSchool(requireUser(request), request.query)),
  );

  route(
    app,
    'GET /privacy/access-log/school/people',
    {
      tags,
      summary: 'The learners and staff the school’s access log names, by name, to narrow it by',
      description: 'School admins only (other staff: 403). Only people of entries of the admin’s own schools.',
    },
    async (request) => ok(await log.peopleOfSchool(requireUser(request))),
  );
}
