import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Query fields that never change an answer: the client's cached version, its hints and legacy fields. */
const IGNORED_FIELDS = new Set(['version', 'v', 'uuid', 'userType', 'action', 'apikey', 'checksum', 'enc_type']);

/**
 * A weak ETag for a tree read: the syllabus version(s) the answer was built from, the call, the
 * query that shapes it and who asks (custom racks and teacher filtering differ per viewer). The
 * web caches a class's tree by it and refetches only when the version moves (spec 000 §4).
 */
export function treeEtag(route: string, query: object, versions: readonly number[], viewerKey: string): string {
  const hash = createHash('sha1')
    .update(JSON.stringify([route, shapingOf(query), versions, viewerKey]))
    .digest('base64url')
    .slice(0, 16);
  return `W/"v${Math.max(1, ...versions)}-${hash}"`;
}

/** The query fields that shape a tree answer, in a stable order. */
export function shapingOf(query: object): [string, unknown][] {
  return Object.entries(query)
    .filter(([k, v]) => !IGNORED_FIELDS.has(k) && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/** A read whose version is known before its data: a 304 then costs only the version lookup. */
export interface VersionedRead<T> {
  versions: readonly number[];
  load(): Promise<T>;
}

export function loaded<T>(versions: readonly number[], data: T): VersionedRead<T> {
  return { versions, load: async () => data };
}

/**
 * Sets the ETag and answers true when the client already holds this version (If-None-Match),
 * after setting 304: the route then sends no body.
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  // The client may keep the answer but must ask again; the answer depends on the token.
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Authorization');
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const held = header.split(',').map((s) => s.trim());
  if (!held.includes(etag) && !held.includes('*')) return false;
  reply.code(304);
  return true;
}
