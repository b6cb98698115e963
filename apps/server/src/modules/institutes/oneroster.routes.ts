import { ONEROSTER_ZIP_MAX_CHARS } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/i18n/request-language.js';
import type { OneRosterService } from './oneroster.service.js';

const tags = ['institutes'];
/**
 * The base64 zip and the JSON around it, each character as long as JSON can write one (\uXXXX), so a
 * body the contract would refuse by field is refused by field (400), not by size. The guard runs
 * before the body is read, so only a school's staff can send this much.
 */
const BODY_LIMIT = ONEROSTER_ZIP_MAX_CHARS * 6 + 64 * 1024;
const HELP =
  'Send { zip } (the OneRoster 1.2 or 1.1 CSV bulk zip, base64), optionally board (the board of classes the file does not name, e.g. CBSE) ' +
  'and org (the sourcedId of the school to import when the file holds several). Classes become sections, users with role student, ' +
  'teacher, parent or guardian become people placed by their enrollments, and agentSourcedIds become parent links; then the roster ' +
  'import’s own checks apply. School admins (type 5, role SCHOOL_ADMIN) only.';

/** The OneRoster import (preview and apply, as the roster CSV's) and the school's roster as a OneRoster zip. */
export function registerOneRosterRoutes(app: FastifyInstance, oneRoster: OneRosterService): void {
  route(
    app,
    'POST /institutes/roster/oneroster/preview',
    {
      bodyLimit: BODY_LIMIT,
      tags,
      summary:
        'Check a OneRoster zip: every class, user and link as new, changed, unchanged or rejected; nothing is written',
      description: HELP,
    },
    async (request) => ok(await oneRoster.preview(requireUser(request), request.body, requestLanguage(request))),
  );

  route(
    app,
    'POST /institutes/roster/oneroster/apply',
    {
      bodyLimit: BODY_LIMIT,
      tags,
      summary: 'Import a OneRoster zip in one transaction: all of it or none',
      description: `${HELP} Any rejected record answers 400 (VALIDATION_FAILED); too few licence seats answers 409 (CONFLICT).`,
    },
    async (request) => ok(await oneRoster.apply(requireUser(request), request.body)),
  );

  route(
    app,
    'GET /institutes/roster/oneroster',
    {
      tags,
      summary: 'The school’s roster as a OneRoster 1.2 CSV zip (sections, learners, teachers, parents and their links)',
      description: 'School admins only, their own school. The zip imports back to the same roster.',
    },
    async (request, reply) => {
      const zip = await oneRoster.exportOwn(requireUser(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="roster-oneroster.zip"')
        .send(Buffer.from(zip));
    },
  );
}
