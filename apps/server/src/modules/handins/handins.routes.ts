import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { multipartForm } from '../../platform/http/openapi.js';
import { UploadWorkForm } from '@esc/contracts';
import type { HandinMarking } from './handin-marking.service.js';
import type { HandinStates } from './handin-states.service.js';
import type { HandinsService } from './handins.service.js';

export const HANDINS = '/syllabus-v2/handins';
const tags = ['learnlists'];
const LEARNER =
  'Only the learner hands in; a parent reads the child’s work (uuid). Homework the learner does not hold answers 404.';
const TEACHER =
  'The school’s staff who teach the learner’s section (a school admin: every section). Another school’s homework or ' +
  'hand-in answers 404; a section the caller does not teach, 403.';

/** The hand-in calls (chosen paths: the specs name none). */
export function registerHandinRoutes(
  app: FastifyInstance,
  { handins, marking, states }: { handins: HandinsService; marking: HandinMarking; states: HandinStates },
): void {
  route(
    app,
    `POST ${HANDINS}/teacher/setTaskHandin`,
    {
      tags,
      summary: 'A task (item type 4) asks for work handed in, with its maximum mark, or no longer does',
      description: 'The list’s owner or a colleague it is shared with. Another school’s list answers 404.',
    },
    async (request) => ok(await marking.setTask(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${HANDINS}/teacher/taskHandins`,
    { tags, summary: 'Which of a list’s tasks ask for work, and their maximum marks', description: TEACHER },
    async (request) => ok(await marking.taskSettings(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${HANDINS}/student/myHandins`,
    {
      tags,
      summary: 'A homework’s tasks that ask for work, with the learner’s hand-ins, marks and comments',
      description: LEARNER,
    },
    async (request) => ok(await handins.mine(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${HANDINS}/student/handinStates`,
    {
      tags,
      summary:
        'Per homework of the learner’s list, each task that asks for work: to hand in, handed in, late, returned',
      description:
        'The learner; a parent for the child (uuid). Homework the learner does not hold is left out of the answer.',
    },
    async (request) => ok(await states.statesOf(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${HANDINS}/student/uploadWork`,
    {
      config: { swaggerTransform: multipartForm(UploadWorkForm) },
      tags,
      summary: 'Upload a photo or PDF of work (multipart: assign_id, learnlist_item_id, file), then hand in its key',
      description: LEARNER,
      consumes: ['multipart/form-data'],
    },
    async (request) => ok(await handins.uploadWork(requireUser(request), request)),
  );

  route(
    app,
    `POST ${HANDINS}/student/handIn`,
    {
      tags,
      summary:
        'Hand in photos, a PDF or typed text (late after the due day); a retry with the same client id counts once',
      description: LEARNER,
    },
    async (request) => ok(await handins.handIn(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${HANDINS}/student/takeBack`,
    {
      tags,
      summary: 'Take back a hand-in before it is marked (kept in the history as taken back); 409 once marked',
      description: 'Only the learner who handed it in. Someone else’s hand-in answers 404.',
    },
    async (request) => ok(await handins.takeBack(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${HANDINS}/teacher/handinList`,
    {
      tags,
      summary: 'A section’s learners with their work for one task: handed in, late, returned, marks',
      description: TEACHER,
    },
    async (request) => ok(await marking.list(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${HANDINS}/teacher/returnHandin`,
    {
      tags,
      summary: 'Return work with marks (0 to the maximum, whole or half) and a comment, or ask for it again',
      description: TEACHER,
    },
    async (request) => ok(await marking.returnHandin(requireUser(request), request.body)),
  );
}
