import type { FastifyInstance } from 'fastify';
import { runWithReadContext } from '../../db/replica-reads.js';

/**
 * Read-your-writes across server processes, for the reads a replica may serve. A write's answer sets
 * a cookie holding the moment it was answered (every commit of it was made before); the browser
 * sends it back with the next requests, to whichever process, and until the replica holds that
 * moment those requests read from the primary (db/replica-reads.ts). It lives as long as the lag
 * bound and a little more: by then the replica holds the write, or is too far behind to be used at all.
 * A number, not an identifier: it tells the server nothing about who sent it.
 */
export const READ_AFTER_COOKIE = 'esc_read_after';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COOKIE = new RegExp(`(?:^|;\\s*)${READ_AFTER_COOKIE}=(\\d{1,15})(?:;|$)`);

/** The moment a request's cookie names, if any; anything malformed counts as none. */
export function readAfterOf(cookieHeader: string | undefined): number | null {
  const match = cookieHeader ? COOKIE.exec(cookieHeader) : null;
  return match ? Number(match[1]) : null;
}

export function installReadAfter(app: FastifyInstance, options: { maxLagMs: number; clock: () => number }): void {
  const maxAgeSeconds = Math.ceil(options.maxLagMs / 1000) + 2;
  app.addHook('onRequest', (request, _reply, done) => {
    runWithReadContext(
      { primaryOnly: WRITES.has(request.method), readAfter: readAfterOf(request.headers.cookie) },
      done,
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) {
      reply.header(
        'set-cookie',
        `${READ_AFTER_COOKIE}=${options.clock()}; Path=/api; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict`,
      );
    }
    return payload;
  });
}
