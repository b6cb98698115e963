import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '@esc/contracts';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import { sendZip } from './export-link.js';
import type { SchoolExportsService } from './school-exports.service.js';

const tags = ['privacy'];
const WHO =
  'A school admin of the export’s school; a teacher of the school is refused (403); staff of another school find no such export (404).';

/** A school's data out, what it takes when it leaves: ask, follow its progress, download the zip while its link lasts. */
export function registerSchoolExportRoutes(app: FastifyInstance, exports: SchoolExportsService): void {
  route(
    app,
    'POST /privacy/school-exports',
    {
      tags,
      summary: 'Ask for an export of all the school’s records (the school’s admin)',
      description:
        'A background job writes every module’s records of the caller’s school (attempts and results, attendance, ' +
        'homework and hand-ins, progress, notices, learn-lists) as CSV and JSON, the uploads they name, README.txt (in ' +
        'the language of the request’s Accept-Language) and manifest.json into one zip. While one is waiting or being ' +
        'built, asking again answers that one.',
    },
    async (request) => ok(await exports.ask(requireUser(request), requestLanguage(request))),
  );

  route(
    app,
    'GET /privacy/school-exports',
    { tags, summary: 'The school’s exports, newest first (the last 20; the school’s admin)' },
    async (request) => ok(await exports.list(requireUser(request))),
  );

  route(
    app,
    'GET /privacy/school-exports/:exportId',
    { tags, summary: 'One school export: its state and progress (parts written of all)', description: WHO },
    async (request) => ok(await exports.one(requireUser(request), request.params.exportId)),
  );

  route(
    app,
    'GET /privacy/school-exports/:exportId/file',
    {
      tags,
      summary: 'The zip of a school export, while it is ready (409 before, and once its link has expired)',
      description: `${WHO} Each download is written in the school’s access log, for every learner of the school.`,
      produces: ['application/zip'],
      response: {
        200: { description: 'application/zip: manifest.json, README.txt, <module>/<table>.csv and .json, uploads/' },
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    async (request, reply) => {
      return sendZip(reply, await exports.file(requireUser(request), request.params.exportId));
    },
  );
}
