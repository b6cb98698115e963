import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldRefused } from './field-refusal.js';

/** How deep a body is searched; the JSON parser and the schemas refuse anything deeper anyway. */
const MAX_DEPTH = 32;

/** The dotted name of the first text holding U+0000 in a parsed value (`items.0.title`), or null. */
export function nulTextField(value: unknown, at = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (depth > MAX_DEPTH || !value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const name = at ? `${at}.${key}` : key;
    if (key.includes('\u0000')) return name;
    const found = nulTextField(item, name, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A query parameter sent twice arrives as a list; the client named the parameter, not its n-th
 * copy, so query and path fields are named by their own name.
 */
function check(part: unknown, whole: string, flat = false): void {
  let field: string | null = null;
  if (flat && part && typeof part === 'object') {
    for (const [key, value] of Object.entries(part)) {
      if (key.includes('\u0000') || nulTextField(value) !== null) {
        field = key;
        break;
      }
    }
  } else {
    field = nulTextField(part);
  }
  if (field === null) return;
  throw fieldRefused(field || whole, 'http.nulText');
}

/**
 * No text of this platform holds U+0000, and PostgreSQL refuses to store or even compare it (a
 * query with it fails): a NUL anywhere in the path, the query or a JSON body is refused at the
 * edge with a 400 naming the field, before any route looks up or writes anything.
 */
export function refuseNulText(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    try {
      check(request.params, 'params', true);
      check(request.query, 'querystring', true);
      check(request.body, 'body');
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
