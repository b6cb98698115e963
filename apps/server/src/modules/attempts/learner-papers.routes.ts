import type { CallKey } from '@esc/contracts/calls';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { LearnerPapers, PaperListKind } from './learner-papers.service.js';

const REPORT = '/student-report';
const STUDENT = `${REPORT}/student`;
const tags = ['assessments'];
const SELF = 'The caller’s own (a parent names a linked child with uuid; anyone else’s uuid is refused).';

const LISTS = [
  [
    `POST ${STUDENT}/studentAssignedPaperList`,
    'assigned',
    'Papers assigned to the learner not yet submitted, with the time gate',
  ],
  [`POST ${STUDENT}/studentSubmittedPaperList`, 'submitted', 'Papers the learner has submitted'],
  [
    `POST ${STUDENT}/studentEvaluatedPaperList`,
    'evaluated',
    'Papers whose results are published, with score, rank and percentile',
  ],
  [
    `POST ${STUDENT}/v3/paperListForReattempt`,
    'reattempt',
    'Evaluated papers the learner may attempt again, window still open',
  ],
] as const satisfies readonly (readonly [CallKey, PaperListKind, string])[];

/** The learner's lists of 000 §7: what is assigned to them, with how far they got. */
export function registerLearnerPaperRoutes(app: FastifyInstance, s: { learner: LearnerPapers }): void {
  for (const [key, kind, summary] of LISTS) {
    route(
      app,
      key,
      {
        tags,
        summary,
        description: `Each item carries its attempt route (002 §4.3) and time gate on the server’s clock (002 §4.4). ${SELF}`,
      },
      async (request) => ok(await s.learner.list(requireUser(request), kind, request.body)),
    );
  }

  route(
    app,
    `POST ${STUDENT}/paperAttemptedStatusByIds`,
    {
      tags,
      summary: 'The learner’s attempt status per assignment of the papers (or assignments) asked',
      description: `1 not started, 2 in progress, 3 resumed, 4 submitted, 5 evaluated. ${SELF}`,
    },
    async (request) => ok(await s.learner.attemptedStatus(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${STUDENT}/groupStatusBySyllabusId`,
    { tags, summary: 'The learner’s papers under a syllabus node, by group, with how far they got', description: SELF },
    async (request) => ok(await s.learner.groupStatus(requireUser(request), request.body)),
  );
}
