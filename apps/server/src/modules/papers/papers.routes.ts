import { MAX_DB_INTEGER } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import { idOf } from '../question-bank/question-bank.module.js';
import type { PaperReads } from './paper-reads.service.js';
import type { PapersService } from './papers.service.js';

export const PAPER = '/paperCreation';
const tags = ['assessments'];
const WHO =
  'Staff see the platform’s papers and their schools’; a learner (a parent: uuid names the child) the papers assigned ' +
  'to them and their own practice tests. Another school’s paper answers 404.';

/** The paper calls of 000 §7 and calls-chosen savePaper. */
export function registerPaperRoutes(
  app: FastifyInstance,
  { papers, reads }: { papers: PapersService; reads: PaperReads },
): void {
  route(
    app,
    `POST ${PAPER}/v2/savePaper`,
    {
      tags,
      summary: 'Make a paper (picked from the bank, or drawn by a blueprint), or change one nobody has attempted',
      description:
        'A school’s staff make its papers from the platform’s and the school’s bank; platform editors the platform’s ' +
        '(school_id null) from the platform bank; a learner their own practice test (is_practice) from the platform bank. ' +
        'total_marks, when given, must equal the sum of the questions’ marks. A blueprint that asks for more questions ' +
        'than the bank holds is refused, naming its count.',
    },
    async (request) => ok(await papers.save(requireUser(request), request.body)),
  );

  route(
    app,
    `GET ${PAPER}/paperDetailById/:id`,
    {
      tags,
      summary: 'A paper: settings, sections, marks and a printed paper’s files (no questions)',
      description: WHO,
    },
    async (request) => ok(await reads.detail(requireUser(request), idOf(request.params.id, 'paper'))),
  );

  route(
    app,
    `GET ${PAPER}/paperNamesByPaperIdsUniversity`,
    { tags, summary: 'Names of papers by ids; those the caller may not see are left out', description: WHO },
    async (request) => {
      const ids = request.query.paperIds.split(',').map(Number);
      return ok(await reads.names(requireUser(request), [...new Set(ids.filter((n) => n <= MAX_DB_INTEGER))]));
    },
  );

  route(
    app,
    `PUT ${PAPER}/deletePaper`,
    {
      tags,
      summary: 'Delete a paper nobody was assigned (an assigned paper answers 409)',
      description: 'Its school’s staff, platform editors for the platform’s, a learner their own practice test.',
    },
    async (request) => ok(await papers.remove(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${PAPER}/v2/questionListByPaperId`,
    {
      tags,
      summary: 'A paper with its questions in order, as the paper weighs them',
      description:
        `${WHO} A learner gets the questions once the window has opened (or they started it), and the answer keys and ` +
        'explanations only when the paper allows explanations (002 §5.2, 10/11) and their result is published.',
    },
    async (request) => ok(await reads.questionList(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${PAPER}/v2/teacherPaperList`,
    {
      tags,
      summary: 'A teacher’s papers: their school’s (and the platform’s for platform editors), newest first',
      description:
        'A chosen path (no spec call lists a teacher’s papers). school_id narrows to one of the caller’s schools ' +
        '(another school answers 404); search_text filters names when longer than 2 characters; page_size up to 100. ' +
        'Learners and parents: 403.',
    },
    async (request) => ok(await reads.teacherList(requireUser(request), request.body)),
  );

  route(
    app,
    `GET ${PAPER}/createMyTestGroupInfo`,
    {
      tags,
      summary:
        'What a learner may build a practice test from: subjects and chapters of their class in the platform bank',
      description: 'boardId and classId default to the learner’s section; a parent names the child (uuid).',
    },
    async (request) => ok(await reads.myTestGroupInfo(requireUser(request), request.query)),
  );
}
