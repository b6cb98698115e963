import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { AttemptsService } from './attempts.service.js';
import type { MarkingService } from './marking.service.js';

const tags = ['assessments'];
const STUDENT = '/student-report/student';

/** The attempt (calls-chosen: start, save, submit) and what staff change in results (marks, drops). */
export function registerAttemptEngineRoutes(
  app: FastifyInstance,
  s: { attempts: AttemptsService; marking: MarkingService },
): void {
  route(
    app,
    `POST ${STUDENT}/startAttempt`,
    {
      tags,
      summary: 'Start the learner’s attempt of an assigned paper (or their practice test), or resume it',
      description:
        'Learners only, for a paper assigned to them (their section, or by name) or their own practice test. The ' +
        'server’s clock decides (002 §4.4): before the window 409 PAPER_NOT_STARTED "Paper Not started", after it 409 ' +
        'PAPER_TIME_OVER "Paper Time Over" (boards 55356665 and 45308718 skip the gate; an Olympiad goes by the ' +
        'learner’s enrollment slot). An open attempt resumes on any device with the answers saved so far and next_seq. ' +
        'The deadline is min(start + duration, window end) plus the learner’s extra time. A submitted paper without ' +
        'reattempts: 409 ATTEMPT_CLOSED. The questions carry no keys and no explanations.',
    },
    async (request) => ok(await s.attempts.start(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${STUDENT}/saveAnswers`,
    {
      tags,
      summary: 'Save answers as they are given; each client-made id counts once',
      description:
        'Acknowledged only after the answers are stored. Per answer: saved, stale (a later answer of the question, ' +
        'by seq then answered_at, is kept) or duplicate (the id was saved before). After the deadline plus the grace, ' +
        'or once submitted: 409 ATTEMPT_CLOSED, unless every answer sent was received before, or answers made ' +
        'offline before the deadline (by their elapsed_ms and seq, with the attempt grant) are taken by the late ' +
        'rule within 72 hours and before results are released; per answer refused: status refused and a reason.',
    },
    async (request) => ok(await s.attempts.save(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${STUDENT}/submitAttempt`,
    {
      tags,
      summary: 'Submit the attempt (a repeat counts once); objective questions are marked at once',
      description:
        'Answers still in the outbox may ride along (saved first, as saveAnswers saves them). already_submitted is ' +
        'true when the attempt was submitted before (by the learner or by the overdue job).',
    },
    async (request) => ok(await s.attempts.submit(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /student-report/teacher/evaluateAnswers',
    {
      tags,
      summary: 'Mark subjective answers (an OMR paper: every question) of a learner’s attempt',
      description:
        'Staff of the assignment’s school who teach the learner’s section, made the assignment, or see every section; ' +
        'another school’s: 404. Marks are within 0 and the question’s marks. Results are published, and ranks ' +
        'computed, once the window has closed and every attempt is marked. client_marking_id (marks given offline wait ' +
        'in the device’s outbox) makes a resend count once (replayed: true).',
    },
    async (request) => ok(await s.marking.evaluateAnswers(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /paperCreation/v2/dropQuestion',
    {
      tags,
      summary: 'Drop (or restore) a question of a paper: every attempt is marked again',
      description:
        'Staff who may change the paper (its school’s; platform editors for the platform’s). A dropped question ' +
        'gives everyone its marks; ranks and percentiles of published results are recomputed.',
    },
    async (request) => ok(await s.marking.dropQuestion(requireUser(request), request.body)),
  );
}
