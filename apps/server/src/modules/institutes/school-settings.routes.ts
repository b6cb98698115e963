import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { SchoolDirectory } from './school-directory.service.js';
import type { SectionMediumService } from './section-medium.service.js';

const tags = ['institutes'];

/** The school's own settings: what students and parents see of its teachers, its people's default language and its sections' mediums. */
export function registerSchoolSettingsRoutes(
  app: FastifyInstance,
  { directory, sectionMedium }: { directory: SchoolDirectory; sectionMedium: SectionMediumService },
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

  route(
    app,
    'PUT /institutes/sections/medium',
    {
      tags,
      summary: 'A school admin sets the medium of instruction (language_id) of one of the school’s sections',
      description:
        'Learners of the section read the catalogue in it first (language variants of groups, content and questions), falling back to English (1). Another school’s section answers 404.',
    },
    async (request) => ok(await sectionMedium.setMedium(requireUser(request), request.body)),
  );
}
