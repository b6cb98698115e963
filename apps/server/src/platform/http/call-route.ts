import { calls, type CallKey, type Calls, type CallSpec } from '@esc/contracts/calls';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import Type, { type TNull } from 'typebox';
import { responses } from './envelope.js';

/**
 * What a route adds to its call table entry. The entry (packages/contracts/src/calls) is the call's
 * contract: path, schemas, guard and scope. The route keeps what describes or serves its handler:
 * the OpenAPI words (tags, summary, description), content types, and Fastify options.
 */
export interface RouteExtras {
  tags?: string[];
  summary?: string;
  description?: string;
  /** Left out of the OpenAPI document (the document's own route). */
  hide?: boolean;
  /** Content types the route reads besides JSON (forms, multipart), as the document lists them. */
  consumes?: string[];
  /** Content types of a file answer (application/pdf). */
  produces?: string[];
  /**
   * Answers the document shows beyond the entry's: a file answer's description (a file answer has
   * no response schema otherwise, so Fastify sends the bytes as they are), or a 204's wording.
   */
  response?: Record<string, unknown>;
  /** Route config beyond guard and scope, which come from the entry (rateLimit, swaggerTransform). */
  config?: Omit<FastifyContextConfig, 'guard' | 'scope' | 'call'>;
  /** A larger body than the server's default (a roster file). */
  bodyLimit?: number;
  /** The least level this route's own log lines are written at: 'warn' keeps a probe's every call out of the log. */
  logLevel?: 'warn';
}

type Part<K extends CallKey, P extends string> = Calls[K] extends { readonly [_ in P]: infer S } ? S : undefined;

/** The Fastify schema an entry stands for, as types: the TypeBox type provider types `request` from it. */
interface RouteSchemaOf<K extends CallKey> {
  body: Part<K, 'body'>;
  querystring: Part<K, 'query'>;
  params: Part<K, 'params'>;
  headers: Part<K, 'headers'>;
  response: Calls[K]['data'] extends 'file'
    ? unknown
    : ReturnType<typeof responses<Exclude<Calls[K]['data'], 'file'>>> &
        (Calls[K] extends { readonly noContent: true } ? { 204: TNull } : unknown);
}

/**
 * A handler of the call K: `request.body`, `.query`, `.params` and `.headers` typed from its entry,
 * and its answer checked against the entry's data. (A helper generic in K, such as the catalogue's
 * route kit, writes its handler untyped and casts it: TypeScript cannot resolve the entry of an
 * unknown K.)
 */
export type CallHandler<K extends CallKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<K>,
  TypeBoxTypeProvider
>;

/** "POST /mis/addProgress" -> POST and /mis/addProgress. */
export function splitCallKey(key: CallKey): { method: HTTPMethods; url: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HTTPMethods, url: key.slice(space + 1) };
}

/** The Fastify schema of an entry: its parts, and the envelope around its data (a file: none). */
function schemaOf(spec: CallSpec, extras: RouteExtras): FastifySchema {
  const { tags, summary, description, hide, consumes, produces } = extras;
  const answer = spec.data === 'file' ? {} : responses(spec.data);
  const response = {
    ...answer,
    ...(spec.noContent ? { 204: Type.Null({ description: 'no content' }) } : {}),
    ...extras.response,
  };
  return {
    ...(tags && { tags }),
    ...(summary !== undefined && { summary }),
    ...(description !== undefined && { description }),
    ...(hide && { hide }),
    ...(consumes && { consumes }),
    ...(produces && { produces }),
    ...(spec.params && { params: spec.params }),
    ...(spec.query && { querystring: spec.query }),
    ...(spec.headers && { headers: spec.headers }),
    ...(spec.body && { body: spec.body }),
    ...(Object.keys(response).length > 0 && { response }),
  } as FastifySchema;
}

/**
 * Registers several calls the specs list as variants of one (CONTRACT.md: one handler serves them
 * all), each from its own entry. The handler is typed from the keys' entries.
 */
export function routes<K extends CallKey>(
  app: FastifyInstance,
  keys: readonly K[],
  extras: RouteExtras,
  handler: CallHandler<K>,
): void {
  for (const key of keys) {
    const spec: CallSpec = calls[key];
    const { method, url } = splitCallKey(key);
    app.route({
      method,
      url,
      config: { ...extras.config, guard: spec.guard, scope: spec.scope, call: key },
      schema: schemaOf(spec, extras),
      ...(extras.bodyLimit !== undefined && { bodyLimit: extras.bodyLimit }),
      ...(extras.logLevel !== undefined && { logLevel: extras.logLevel }),
      handler: handler as RouteHandlerMethod,
    });
  }
}

/**
 * Registers the call `key` ("POST /mis/addProgress", the path without the /api base the app is
 * mounted under) from its call table entry: method and path, the schemas Fastify validates and
 * serialises with (the success envelope around its data, the error envelope for 4xx and 5xx),
 * and its guard and scope. The route file adds only its handler and what RouteExtras names.
 */
export function route<K extends CallKey>(
  app: FastifyInstance,
  key: K,
  extras: RouteExtras,
  handler: CallHandler<K>,
): void {
  routes(app, [key], extras, handler);
}
