import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '@esc/contracts';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import { sendZip } from './export-link.js';
import type { DataExportsService } from './data-exports.service.js';

const tags = ['privacy'];
const WHO = 'The subject of the export or their linked parent; anyone else finds no such export (404).';

/** A person's data out: ask, follow its progress, download the zip while its link lasts. */
export function registerPrivacyRoutes(app: FastifyInstance, exports: DataExportsService): void {
  route(
    app,
    'POST /privacy/exports',
    {
      tags,
      summary: 'Ask for a copy of everything the product holds about you (a parent: about a linked child, by uuid)',
      description:
        'A background job builds a zip: JSON per module and table, a readable index.html and your uploads. While ' +
        'one is waiting or being built, asking again answers that one. At most 5 asks a day (429). A parent may ' +
        'name only a linked child (403); staff only themselves.',
    },
    async (request) => ok(await exports.ask(requireUser(request), request.body ?? {}, requestLanguage(request))),
  );

  route(
    app,
    'GET /privacy/exports',
    { tags, summary: 'Your exports and your linked children’s, newest first (the last 10 of each person)' },
    async (request) => ok(await exports.list(requireUser(request))),
  );

  route(
    app,
    'GET /privacy/exports/:exportId',
    { tags, summary: 'One export: its state and progress (tables read of all)', description: WHO },
    async (request) => ok(await exports.one(requireUser(request), request.params.exportId)),
  );

  route(
    app,
    'GET /privacy/exports/:exportId/file',
    {
      tags,
      summary: 'The zip of an export, while it is ready (409 before, and once its link has expired)',
      description: WHO,
      produces: ['application/zip'],
      response: {
        200: { description: 'application/zip: <module>/<table>.json, index.html and uploads/' },
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    async (request, reply) => {
      return sendZip(reply, await exports.file(requireUser(request), request.params.exportId));
    },
  );
}
