import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../../platform/auth/guards.js';
import { route } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { requestLanguage } from '../../../platform/i18n/request-language.js';
import { QUESTION } from '../question-bank.routes.js';
import type { QuestionImportService } from './question-import.service.js';

const tags = ['assessments'];
/** A 10 MB file as base64 in JSON, with room for its other fields; the guard runs before the body is read. */
const IMPORT_BODY_LIMIT = 15 * 1024 * 1024;
const WHO =
  'A school’s staff import into their school’s bank (school_id, default their school); platform editors into the ' +
  'platform bank (school_id null), as saveQuestion decides. A preview is its uploader’s alone: anyone else gets 404.';

/** Question files in: Moodle XML, GIFT and Aiken, previewed then imported all together. */
export function registerQuestionImportRoutes(app: FastifyInstance, { imports }: { imports: QuestionImportService }) {
  route(
    app,
    `POST ${QUESTION}/question/import/preview`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      tags,
      summary:
        'Read a question file (at most 10 MB, 2,000 questions): each question imported, changed to fit, or refused and why',
      description: `${WHO} Nothing enters the bank; the preview is kept for a day. Text is sanitised: no script, no external pictures.`,
    },
    async (request) => ok(await imports.preview(requireUser(request), request.body, requestLanguage(request))),
  );

  route(
    app,
    `POST ${QUESTION}/question/import/apply`,
    {
      tags,
      summary: 'Import a preview’s questions into the chosen chapters: all of them or none; a preview is imported once',
      description: `${WHO} Each question is checked as saving it by hand checks it. A spent preview answers 409.`,
    },
    async (request) => ok(await imports.apply(requireUser(request), request.body)),
  );
}
