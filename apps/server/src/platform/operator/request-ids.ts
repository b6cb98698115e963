import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id may be to be kept: a load balancer's (nginx's $request_id is 32 hex
 * digits), a UUID, or a caller's own of up to 64 plain characters. Anything else is replaced, so a
 * client cannot write markup, line breaks or a megabyte into every log line of its request.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the one sent when well-formed, else a new UUID (unique across server processes). */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Every answer names its request's id, errors and 404s included, so a person's report finds its log lines. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
