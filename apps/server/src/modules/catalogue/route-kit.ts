import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Guard } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import { type Viewer, type ViewerResolver, viewerKey } from './catalogue-viewer.js';
import { isNotModified, treeEtag, type VersionedRead } from './http-cache.js';
import type { TreeAnswerCache } from './tree-answer-cache.js';

const tags = ['catalogue'];

interface RouteSpec<Q extends TSchema, D extends TSchema> {
  guard: Guard;
  summary: string;
  description?: string;
  schema: Q;
  data: D;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The catalogue's routes are many and alike: these helpers declare one (or several variant paths
 * served by one handler, CONTRACT.md) with its guard, TypeBox schemas and the envelope; all of them
 * read the catalogue (scope 'catalogue': a school's own racks, content and placements only to its
 * people), and each handler gets the viewer with their schools. The validator has checked the query
 * or body against the schema before the handler runs.
 */
export function createRouteKit(app: FastifyInstance, answers: TreeAnswerCache, viewerOf: ViewerResolver) {
  /**
   * A tree read: answers with an ETag from the syllabus version, and 304 when the client holds it.
   * Answers are kept serialized in memory while the versions are current (tree-answer-cache.ts), so
   * a repeated read costs the guard, the validation and a map lookup.
   */
  function versionedGet<Q extends TSchema, D extends TSchema>(
    urls: readonly string[],
    spec: RouteSpec<Q, D>,
    read: (query: Static<Q>, viewer: Viewer, request: FastifyRequest) => Promise<VersionedRead<Static<D>>>,
  ): void {
    for (const url of urls) {
      app.get(
        url,
        {
          config: { guard: spec.guard, scope: 'catalogue' },
          schema: {
            tags,
            summary: spec.summary,
            description:
              `${spec.description ?? ''} Answers with an ETag built from the syllabus version; send it back in If-None-Match to get 304 with no body while the version is unchanged.`.trim(),
            querystring: spec.schema,
            response: responses(spec.data),
          },
        },
        async (request, reply) => {
          const query = request.query as Static<Q>;
          const viewer = await viewerOf(request);
          // Variant paths share one ETag and one cache entry: they answer the same data. The viewer
          // key holds the viewer's schools, so an answer built for one school never reaches another.
          const key = answers.keyOf(urls[0]!, query, viewerKey(viewer));
          const found = await answers.lookup(key);
          if ('hit' in found) {
            if (isNotModified(request, reply, found.hit.etag)) return reply.send();
            return reply.type(JSON_TYPE).send(found.hit.body);
          }
          const result = await read(query, viewer, request);
          const etag = treeEtag(urls[0]!, query, result.versions, viewerKey(viewer));
          if (isNotModified(request, reply, etag)) return reply.send();
          // Serialized through the route's response schema, exactly as Fastify would send it.
          const body = reply.serialize(ok(await result.load())) as string;
          const kept = answers.store(key, { epoch: found.epoch, etag, body });
          return reply.type(JSON_TYPE).send(kept.body);
        },
      );
    }
  }

  function get<Q extends TSchema, D extends TSchema>(
    urls: readonly string[],
    spec: RouteSpec<Q, D>,
    read: (query: Static<Q>, viewer: Viewer, request: FastifyRequest) => Promise<Static<D>>,
  ): void {
    for (const url of urls) {
      app.get(
        url,
        {
          config: { guard: spec.guard, scope: 'catalogue' },
          schema: {
            tags,
            summary: spec.summary,
            description: spec.description,
            querystring: spec.schema,
            response: responses(spec.data),
          },
        },
        async (request) => ok(await read(request.query as Static<Q>, await viewerOf(request), request)),
      );
    }
  }

  function post<B extends TSchema, D extends TSchema>(
    urls: readonly string[],
    spec: RouteSpec<B, D>,
    write: (body: Static<B>, viewer: Viewer, request: FastifyRequest) => Promise<Static<D>>,
  ): void {
    for (const url of urls) {
      app.post(
        url,
        {
          config: { guard: spec.guard, scope: 'catalogue' },
          schema: {
            tags,
            summary: spec.summary,
            description: spec.description,
            body: spec.schema,
            response: responses(spec.data),
          },
        },
        async (request) => ok(await write(request.body as Static<B>, await viewerOf(request), request)),
      );
    }
  }

  return { versionedGet, get, post };
}
