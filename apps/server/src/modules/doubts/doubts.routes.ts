import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { DoubtQueueService } from './doubt-queue.service.js';
import type { DoubtsService } from './doubts.service.js';

const tags = ['doubts'];
const LEARNER =
  'A learner’s own; a parent names the active child (uuid) and reads, never asks. Another learner’s uuid is refused.';

/** The doubts calls: doubts asked by learners, answered by the teachers of their section. */
export function registerDoubtRoutes(
  app: FastifyInstance,
  { doubts, queue }: { doubts: DoubtsService; queue: DoubtQueueService },
): void {
  route(
    app,
    'POST /doubts/student/askDoubt',
    {
      tags,
      summary: 'Ask a doubt about a content item, a chapter or a question of a released test, with photos',
      description:
        'Learners only. The server finds the subject from what the doubt is about and the learner’s section with a ' +
        'teacher of that subject (409 when there is none); those teachers are told. A question may be asked about ' +
        'once the attempt’s result is out and while no open test holds it (409 otherwise). Photos must be the ' +
        'learner’s own uploads (POST /upload/doubtPhoto).',
    },
    async (request) => ok(await doubts.ask(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /doubts/student/myDoubts',
    { tags, summary: 'The learner’s doubts with their answers, newest first', description: LEARNER },
    async (request) => ok(await doubts.mine(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /doubts/student/classmatesDoubts',
    {
      tags,
      summary: 'Answered doubts of the learner’s sections, without names, when the school allows it',
      description: `allowed is false (and the list empty) unless the school lets learners read them. ${LEARNER}`,
    },
    async (request) => ok(await doubts.classmates(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /doubts/teacher/queue',
    {
      tags,
      summary: 'The doubts of the sections and subjects the teacher teaches, unanswered first',
      description:
        'A teacher reads the doubts of their subjects in their sections; a school admin every doubt of the school. ' +
        'section_id, subject_id and status narrow it.',
    },
    async (request) => ok(await queue.queue(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /doubts/teacher/answerDoubt',
    {
      tags,
      summary: 'Answer a doubt in words, with photos of the school’s uploads, or with a content item (or change it)',
      description:
        'A teacher of the doubt’s section and subject, or a school admin. Anyone else finds no such doubt (404). ' +
        'The learner and their parents are told of the first answer.',
    },
    async (request) => ok(await queue.answer(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /doubts/school/settings',
    {
      tags,
      summary: 'The school’s doubt settings: whether learners read each other’s answered doubts, without names',
      description: 'Staff of the school read it; a school admin changes it. Off unless the school turns it on.',
    },
    async (request) => ok(await queue.settings(requireUser(request), request.body)),
  );
}
