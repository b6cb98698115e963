import type { FastifyInstance } from 'fastify';

/**
 * The specs' clients post getSignedUrl and signedcookie as form data (application/x-www-form-urlencoded);
 * @fastify/formbody is not installed, and URLSearchParams is all it takes. Registered in the media
 * module's own scope only. Form values are text: the few numeric fields of these calls are turned
 * into numbers so the same TypeBox schemas validate form and JSON bodies alike.
 */
const NUMERIC_FIELDS = new Set(['content_id', 'language_id', 'expiration_time']);

export function acceptFormBodies(app: FastifyInstance, bodyLimit = 64 * 1024): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const params = new URLSearchParams(body as string);
      const out: Record<string, string | number> = {};
      for (const [name, value] of params)
        out[name] = NUMERIC_FIELDS.has(name) && /^\d{1,15}$/.test(value) ? Number(value) : value;
      done(null, out);
    },
  );
}
