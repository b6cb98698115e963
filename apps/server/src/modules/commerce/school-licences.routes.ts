import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { SchoolLicencesService } from './school-licences.service.js';

/** The school admin's licences (not in the specs): seats and packages of their own school. */
export function registerSchoolLicenceRoutes(
  app: FastifyInstance,
  { schoolLicences }: { schoolLicences: SchoolLicencesService },
): void {
  route(
    app,
    'GET /commerce/school-licences',
    {
      tags: ['commerce'],
      summary: 'The school admin’s school licences: package, seats used of total, validity',
      description:
        'Only a school admin (user type 5, role SCHOOL_ADMIN) gets an answer, for the schools they belong to; any other staff get 403 in words. There is no school id to send: another school’s licences cannot be asked for.',
    },
    async (request) => ok(await schoolLicences.ofCallersSchools(requireUser(request))),
  );
}
