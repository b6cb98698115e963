import { SchoolContactSettings, SchoolContactSettingsBody } from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { SchoolDirectory } from './school-directory.service.js';

const tags = ['institutes'];

/** The school's own settings: what students and parents see of its teachers (issue 7 §1.10). */
export function registerSchoolSettingsRoutes(
  parent: FastifyInstance,
  { directory }: { directory: SchoolDirectory },
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/institutes/settings/staffContact',
    {
      config: { guard: 'staff', scope: 'school' },
      schema: {
        tags,
        summary: 'Do students and parents of the caller’s school see teachers’ personal email and mobile?',
        response: responses(SchoolContactSettings),
      },
    },
    async (request) => ok(await directory.showStaffContact(requireUser(request))),
  );

  app.put(
    '/institutes/settings/staffContact',
    {
      config: { guard: 'staff', scope: 'school' },
      schema: {
        tags,
        summary: 'A school admin chooses whether students and parents see teachers’ personal contacts',
        body: SchoolContactSettingsBody,
        response: responses(SchoolContactSettings),
      },
    },
    async (request) => ok(await directory.setShowStaffContact(requireUser(request), request.body.show_staff_contact)),
  );
}
