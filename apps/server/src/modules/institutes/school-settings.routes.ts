import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { SchoolDirectory } from './school-directory.service.js';

const tags = ['institutes'];

/** The school's own settings: what students and parents see of its teachers, and its people's default language. */
export function registerSchoolSettingsRoutes(
  app: FastifyInstance,
  { directory }: { directory: SchoolDirectory },
): void {
  route(
    app,
    'GET /institutes/settings/staffContact',
    { tags, summary: 'Do students and parents of the caller’s school see teachers’ personal email and mobile?' },
    async (request) => ok(await directory.showStaffContact(requireUser(request))),
  );

  route(
    app,
    'PUT /institutes/settings/staffContact',
    {
      tags,
      summary:
        'A school admin chooses whether students and parents see teachers’ personal contacts, and the language of the school’s people who chose none',
    },
    async (request) => ok(await directory.setShowStaffContact(requireUser(request), request.body)),
  );
}
