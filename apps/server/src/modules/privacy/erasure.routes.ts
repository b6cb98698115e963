import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { ErasureRequestsService } from './erasure-requests.service.js';

const tags = ['privacy'];

/** Erasure: ask, follow the request, and (school admins, platform editors) decide. */
export function registerErasureRoutes(app: FastifyInstance, erasure: ErasureRequestsService): void {
  route(
    app,
    'POST /privacy/erasure-requests',
    {
      tags,
      summary: 'Ask for your account to be erased (a parent: a linked child’s, by uuid), with a reason if you wish',
      description:
        'The school admin of your school decides (the platform, when you signed up alone) within 30 days. While ' +
        'one request is open, asking again answers that one. A parent may name only a linked child (403).',
    },
    async (request) => ok(await erasure.ask(requireUser(request), request.body ?? {})),
  );

  route(
    app,
    'GET /privacy/erasure-requests',
    { tags, summary: 'Your erasure requests and your linked children’s, newest first, with the decision' },
    async (request) => ok(await erasure.list(requireUser(request))),
  );

  route(
    app,
    'GET /privacy/erasure-requests/to-decide',
    {
      tags,
      summary: 'The erasure requests you decide, by due date',
      description:
        'A school admin: their school’s people’s; a platform editor: those of people who signed up alone. Others: none.',
    },
    async (request) => ok(await erasure.toDecide(requireUser(request))),
  );

  route(
    app,
    'POST /privacy/erasure-requests/:requestId/decision',
    {
      tags,
      summary: 'Approve an erasure request, or refuse it with a reason',
      description:
        'Approving starts the erasure in the background; refusing keeps everything and shows the reason to the ' +
        'person. Another school’s request is 404; staff of the school who are not its admin get 403; a request ' +
        'already decided is 409.',
    },
    async (request) => ok(await erasure.decide(requireUser(request), request.params.requestId, request.body)),
  );
}
