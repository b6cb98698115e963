import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { PracticeService } from './practice.service.js';
import { QUESTION } from './question-bank.routes.js';

const tags = ['assessments'];

/** Practice outside a paper: check one bank question, and the learner's practice summary. */
export function registerPracticeRoutes(app: FastifyInstance, { practice }: { practice: PracticeService }): void {
  route(
    app,
    `POST ${QUESTION}/question/v2/checkPracticeAnswer`,
    {
      tags,
      summary:
        'Check a practice answer to one bank question: correct, incorrect or partial, with the key and explanation',
      description:
        'The answer has the shape of saveAnswers’ response. Learners and parents check the platform bank’s questions ' +
        'only, never one that a running or coming test holds (404, as for a question that does not exist); staff ' +
        'their schools’ questions too. The check is kept for the caller’s practice summary.',
    },
    async (request) => ok(await practice.check(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${QUESTION}/question/v2/practiceSummary`,
    {
      tags,
      summary: 'The learner’s practice: questions practised and right, wrong and partly right checks by subject',
      description: 'The caller’s own (a parent names a linked child with uuid; anyone else’s uuid is refused).',
    },
    async (request) => ok(await practice.summary(requireUser(request), request.body)),
  );
}
