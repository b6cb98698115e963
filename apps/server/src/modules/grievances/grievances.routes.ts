import type { FastifyInstance } from 'fastify';
import { GRIEVANCE_RESPONSE_DAYS } from '@esc/domain';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import type { GrievanceOfficers } from './grievance-officers.service.js';
import type { GrievancesService } from './grievances.service.js';
import type { createSecurityEventsReader } from './security-events-reader.service.js';

type SecurityEventsReader = ReturnType<typeof createSecurityEventsReader>;

const tags = ['privacy'];
const OFFICER =
  'The grievance’s officer only: a school admin of its school, or a platform editor for the platform’s. Anyone ' +
  'else finds no such grievance (404); staff who answer no grievances are refused (403).';

/** Grievances: raised by anyone signed in, answered and closed by the officer they reach. */
export function registerGrievanceRoutes(
  app: FastifyInstance,
  {
    grievances,
    officers,
    securityEvents,
  }: { grievances: GrievancesService; officers: GrievanceOfficers; securityEvents: SecurityEventsReader },
): void {
  route(
    app,
    'GET /privacy/security-events',
    {
      tags,
      summary: 'The security events a breach investigation reads, newest first (platform editors only)',
      description:
        'Failed sign-ins, reused refresh tokens, throttled calls and refused privileges, kept for a year; filtered by ' +
        'kind and by days in India (from and to included), 50 a page unless asked. Anyone but a platform editor: 403.',
    },
    async (request) => ok(await securityEvents.list(requireUser(request), request.query)),
  );

  route(
    app,
    'POST /privacy/grievances',
    {
      tags,
      summary: 'Raise a grievance about how your data (a parent: a linked child’s, by uuid) is handled',
      description:
        'It reaches the school’s grievance officer (the school’s admins until one is named), or the platform’s ' +
        `for people who signed up alone, with a reference number (G-<year>-<six digits>) and an answer due within ` +
        `${GRIEVANCE_RESPONSE_DAYS} days. At most 5 a day (429). A parent may name only a linked child (403).`,
    },
    async (request) => ok(await grievances.raise(requireUser(request), request.body, requestLanguage(request))),
  );

  route(
    app,
    'GET /privacy/grievances',
    { tags, summary: 'Your grievances and your linked children’s, newest first, and who would answer a new one' },
    async (request) => ok(await grievances.mine(requireUser(request))),
  );

  route(
    app,
    'GET /privacy/grievances/officer',
    { tags, summary: 'The grievances you answer as a grievance officer, newest first', description: OFFICER },
    async (request) => ok(await grievances.forOfficer(requireUser(request), request.query)),
  );

  route(
    app,
    'POST /privacy/grievances/:grievanceId/answer',
    {
      tags,
      summary: 'Answer a grievance (again, to correct the answer); the person is told in their language',
      description: `${OFFICER} A closed grievance is not answered again (409).`,
    },
    async (request) => ok(await grievances.answer(requireUser(request), request.params.grievanceId, request.body)),
  );

  route(
    app,
    'POST /privacy/grievances/:grievanceId/close',
    {
      tags,
      summary: 'Close an answered grievance',
      description: `${OFFICER} An open grievance is answered first (409).`,
    },
    async (request) => ok(await grievances.close(requireUser(request), request.params.grievanceId)),
  );

  route(
    app,
    'GET /privacy/grievance-officer',
    { tags, summary: 'Your school’s grievance officer (its admins until one is named)' },
    async (request) => ok(await officers.read(requireUser(request), request.query)),
  );

  route(
    app,
    'PUT /privacy/grievance-officer',
    { tags, summary: 'Name your school’s grievance officer: a name and an e-mail or phone (school admins only)' },
    async (request) => ok(await officers.save(requireUser(request), request.body)),
  );
}
