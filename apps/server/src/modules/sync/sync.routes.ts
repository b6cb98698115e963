import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import type { EntrySender, SyncService } from './sync.service.js';

/** The base every entry's path is under (the outbox keeps paths without it, as the call table does). */
const API_BASE = '/api';

/**
 * Each entry is one request to the server's own route, with the batch caller's own credentials,
 * address and language and nothing else of theirs: the route's guard, schema, policy and client-id
 * idempotency apply as if the phone had sent it alone, and its refusal reads in the caller's language.
 */
function senderFor(app: FastifyInstance, request: FastifyRequest, language: string): EntrySender {
  const authorization = request.headers.authorization;
  return async (path, body) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        // Each entry's log lines carry the batch's request id.
        'x-request-id': request.id,
        ...(authorization ? { authorization } : {}),
      },
      remoteAddress: request.ip,
      payload: JSON.stringify(body),
    });
    return { statusCode: res.statusCode, payload: res.body };
  };
}

export function registerSyncRoutes(app: FastifyInstance, { sync }: { sync: SyncService }): void {
  route(
    app,
    'POST /sync/outbox',
    {
      tags: ['learning'],
      summary: 'The outbox’s writes in one call: up to 200 entries, each answered as its own call would be',
      description:
        'Each entry ({ id, path, body }) is run in order through the route of its path, as the caller: every check, ' +
        'validation and client-id idempotency of that route applies, so an entry resent is counted once and another ' +
        'person’s write is refused as it would be alone. Only the outbox’s writes (progress, test answers, attendance ' +
        'marks, bookmarks, homework item completions, notice and notification reads) may be carried; any other path ' +
        'is refused for that entry. An entry’s failure does not stop the others.',
    },
    async (request) => {
      requireUser(request);
      const language = requestLanguage(request);
      return ok(await sync.runBatch(request.body.entries, senderFor(app, request, language), language));
    },
  );
}
