import type { CallBody, CallData, CallKey, CallQuery } from '@esc/contracts/calls';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { routes, splitCallKey, type CallHandler } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { type Viewer, type ViewerResolver, viewerKey } from './catalogue-viewer.js';
import { isNotModified, treeEtag, type VersionedRead } from './http-cache.js';
import type { TreeAnswerCache } from './tree-answer-cache.js';

const tags = ['catalogue'];

/** The OpenAPI words of a catalogue route; its path, schemas, guard and scope come from its call table entry. */
interface RouteDocs {
  summary: string;
  description?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The catalogue's routes are many and alike: these helpers register one (or several variant paths
 * served by one handler, CONTRACT.md) from their call table entries; all of them read the
 * catalogue (scope 'catalogue': a school's own racks, content and placements only to its people),
 * and each handler gets the viewer with their schools. The validator has checked the query or body
 * against the entry's schema before the handler runs.
 */
export function createRouteKit(app: FastifyInstance, answers: TreeAnswerCache, viewerOf: ViewerResolver) {
  /**
   * A tree read: answers with an ETag from the syllabus version, and 304 when the client holds it.
   * Answers are kept serialized in memory while the versions are current (tree-answer-cache.ts), so
   * a repeated read costs the guard, the validation and a map lookup.
   */
  function versionedGet<K extends CallKey>(
    keys: readonly K[],
    docs: RouteDocs,
    read: (query: CallQuery<K>, viewer: Viewer, request: FastifyRequest) => Promise<VersionedRead<CallData<K>>>,
  ): void {
    // Variant paths share one ETag and one cache entry, named by the first path: they answer the same data.
    const { url: first } = splitCallKey(keys[0]!);
    const handler: RouteHandlerMethod = async (request, reply) => {
      const query = request.query as CallQuery<K> & object;
      const viewer = await viewerOf(request);
      // The viewer key holds the viewer's schools, so an answer built for one school never reaches another.
      const key = answers.keyOf(first, query, viewerKey(viewer));
      const found = await answers.lookup(key);
      if ('hit' in found) {
        if (isNotModified(request, reply, found.hit.etag)) return reply.send();
        return reply.type(JSON_TYPE).send(found.hit.body);
      }
      const result = await read(query, viewer, request);
      const etag = treeEtag(first, query, result.versions, viewerKey(viewer));
      if (isNotModified(request, reply, etag)) return reply.send();
      // Serialized through the route's response schema, exactly as Fastify would send it.
      const body = reply.serialize(ok(await result.load())) as string;
      const kept = answers.store(key, { epoch: found.epoch, etag, body });
      return reply.type(JSON_TYPE).send(kept.body);
    };
    routes(
      app,
      keys,
      {
        tags,
        summary: docs.summary,
        description:
          `${docs.description ?? ''} Answers with an ETag built from the syllabus version; send it back in If-None-Match to get 304 with no body while the version is unchanged.`.trim(),
      },
      handler as CallHandler<K>,
    );
  }

  function get<K extends CallKey>(
    keys: readonly K[],
    docs: RouteDocs,
    read: (query: CallQuery<K>, viewer: Viewer, request: FastifyRequest) => Promise<CallData<K>>,
  ): void {
    const handler: RouteHandlerMethod = async (request) =>
      ok(await read(request.query as CallQuery<K>, await viewerOf(request), request));
    routes(app, keys, { tags, summary: docs.summary, description: docs.description }, handler as CallHandler<K>);
  }

  function post<K extends CallKey>(
    keys: readonly K[],
    docs: RouteDocs,
    write: (body: CallBody<K>, viewer: Viewer, request: FastifyRequest) => Promise<CallData<K>>,
  ): void {
    const handler: RouteHandlerMethod = async (request) =>
      ok(await write(request.body as CallBody<K>, await viewerOf(request), request));
    routes(app, keys, { tags, summary: docs.summary, description: docs.description }, handler as CallHandler<K>);
  }

  return { versionedGet, get, post };
}
