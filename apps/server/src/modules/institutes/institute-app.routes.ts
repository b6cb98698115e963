import { ROSTER_CSV_MAX_CHARS } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { CSV_TYPE } from '../../platform/http/download-types.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/i18n/request-language.js';
import type { InstituteDashboardService } from './dashboard.service.js';
import { rosterTemplate } from './roster-csv.js';
import type { RosterService } from './roster.service.js';
import { toId } from './staff-scope.js';

const tags = ['institutes'];
/**
 * The largest body a roster call may need: a CSV of ROSTER_CSV_MAX_CHARS characters, each as long as
 * JSON can write one (6 bytes, \uXXXX), so a file the contract accepts is never refused as too large
 * (the 1 MiB of other calls held only a sixth of it in the worst case). The guard runs before the body
 * is read, so only a school's staff can send this much.
 */
const ROSTER_BODY_LIMIT = ROSTER_CSV_MAX_CHARS * 6 + 64 * 1024;
const ROSTER_HELP =
  'Send the CSV as JSON { csv } or as the raw body with Content-Type text/csv. Columns: row_type (section | student | teacher | parent | parent_link), ' +
  'section_name, board, class (by name: CBSE, Class 10; board_id and class_id still accepted), valid_from, valid_until, first_name, last_name, email, mobile, country_iso, parent_email, child_email. ' +
  'School admins (type 5, role SCHOOL_ADMIN) only.';

/** Routes the web app's institute screens need beyond calls.tsv: the dashboard, selecting an institute, the roster import. */
export function registerInstituteAppRoutes(
  app: FastifyInstance,
  { dashboard, roster }: { dashboard: InstituteDashboardService; roster: RosterService },
): void {
  // A CSV body arrives as text: { csv } is what the handlers read either way.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: ROSTER_BODY_LIMIT }, (_request, body, done) => {
    done(null, { csv: body as string });
  });

  route(
    app,
    'GET /institutes/dashboard',
    {
      tags,
      summary:
        'The learner’s institutes (a parent: uuid of the active child) with status, batches, subjects and teachers',
    },
    async (request) => ok(await dashboard.dashboard(requireUser(request), request.query.uuid)),
  );

  route(
    app,
    'POST /institutes/select',
    {
      tags,
      summary: 'Make an institute active for the learner (by section-master-website id and board) and say where to go',
      description:
        'The chosen batch’s school becomes the learner’s first membership (their main school). Answers redirect_path: ' +
        '/parent-institute-dashboard for a parent, /student-institute-dashboard otherwise.',
    },
    async (request) => {
      const b = request.body;
      return ok(
        await dashboard.select(requireUser(request), {
          uuid: b.uuid,
          sectionMasterWebsiteId: toId(b.section_master_website_id)!,
          boardId: toId(b.board_id)!,
        }),
      );
    },
  );

  route(
    app,
    'GET /institutes/roster/template',
    { tags, summary: 'The roster CSV template (text/csv)', description: ROSTER_HELP },
    async (_request, reply) =>
      reply
        .header('content-type', CSV_TYPE)
        .header('content-disposition', 'attachment; filename="roster-template.csv"')
        .send(rosterTemplate()),
  );

  route(
    app,
    'POST /institutes/roster/preview',
    {
      bodyLimit: ROSTER_BODY_LIMIT,
      tags,
      summary:
        'Check a roster file: every row as new, changed, unchanged or rejected (with reasons); nothing is written',
      description: ROSTER_HELP,
    },
    async (request) => ok(await roster.preview(requireUser(request), request.body.csv, requestLanguage(request))),
  );

  route(
    app,
    'POST /institutes/roster/apply',
    {
      bodyLimit: ROSTER_BODY_LIMIT,
      tags,
      summary: 'Import a roster file in one transaction: all rows or none',
      description:
        `${ROSTER_HELP} Any rejected row answers 400 (VALIDATION_FAILED, errors name row and field); too few licence seats ` +
        'answers 409 (CONFLICT). New people get a random password nobody knows and sign in after a password reset.',
    },
    async (request) => ok(await roster.apply(requireUser(request), request.body.csv)),
  );
}
