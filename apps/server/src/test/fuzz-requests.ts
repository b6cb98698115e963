import fc from 'fast-check';
import type { Guard } from '../platform/auth/guards.js';
import { declaredNames, mutatedArb, sentNames } from './body-mutations.js';
import { multipartArb } from './hostile-multipart.js';
import { ABSURD_CONTENT_TYPES, hostileValueArb, jsonText, MALFORMED_JSON } from './hostile-values.js';
import type { Caller } from './matrix-world.js';
import type { Operation } from './openapi-operations.js';
import { objectArb } from './schema-arbitraries.js';
import type { NamedValues } from './schema-values.js';
import { headerArb, pathArb, queryArb, type UrlParts } from './url-parts.js';

/** One request of a fuzz run, ready for app.inject, with the names a 400 about it may give. */
export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The part of the request made wrong on purpose (`valid` when none was). */
  focus: Focus;
  /** Fields the request carries or its contract declares, and the parts a 400 may name as a whole. */
  names: ReadonlySet<string>;
}

export type Focus = 'valid' | 'path' | 'query' | 'header' | 'body' | 'malformed' | 'contentType' | 'multipart';

/** Callers each guard admits, from the matrix world: the fuzz speaks as somebody the route lets in. */
export const CALLERS_BY_GUARD: Record<Guard, readonly Caller[]> = {
  public: ['anonymous'],
  guest: ['anonymous', 'guest', 'student'],
  user: ['student', 'parent', 'teacher', 'admin'],
  staff: ['teacher', 'admin'],
};

/** What a 400 may call the request's parts as a whole (Fastify's validation contexts). */
const WHOLE_PARTS = ['body', 'querystring', 'query', 'params', 'headers'];

interface BodyPart {
  contentType?: string;
  payload?: string | Buffer;
  names: string[];
}

const json = (value: unknown): BodyPart => ({
  contentType: 'application/json',
  payload: jsonText(value),
  names: sentNames(value),
});

/** Field names in a body that may still parse (bytes that are not UTF-8 decode to U+FFFD and parse). */
function namesInText(payload: string | Buffer): string[] {
  try {
    return sentNames(JSON.parse(payload.toString()));
  } catch {
    return [];
  }
}

/** A call with a declared body or form, or any write (a raw body such as the payment webhook's). */
function takesBody(op: Operation): boolean {
  return !!op.body || !!op.form || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
}

/** Bodies for a call: valid, with one fault, not JSON at all, or of a type the call does not take. */
function bodyArb(op: Operation, focus: Focus, named: NamedValues): fc.Arbitrary<BodyPart> {
  if (!takesBody(op)) return fc.constant({ names: [] });
  const valid: fc.Arbitrary<unknown> = op.body ? objectArb(op.body, named) : fc.jsonValue({ maxDepth: 2 });
  switch (focus) {
    case 'body':
      return mutatedArb(valid).map(json);
    case 'malformed':
      return fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ contentType: 'application/json', payload, names: namesInText(payload) }));
    case 'contentType':
      return fc
        .tuple(fc.option(fc.constantFrom(...ABSURD_CONTENT_TYPES), { nil: undefined }), valid)
        .map(([contentType, value]) => ({ contentType, payload: jsonText(value), names: sentNames(value) }));
    case 'multipart':
      return multipartArb(op.form ?? {});
    default:
      if (op.form) return multipartArb(op.form, false);
      return op.body ? valid.map(json) : hostileValueArb.map(json);
  }
}

function focusesOf(op: Operation): Focus[] {
  const has = (place: string) => op.parameters.some((p) => p.in === place);
  return [
    'valid',
    ...(has('path') ? (['path'] as const) : []),
    ...(has('query') ? (['query', 'query'] as const) : []),
    ...(has('header') ? (['header'] as const) : []),
    ...(takesBody(op) ? (['body', 'body', 'body', 'malformed', 'contentType'] as const) : []),
    ...(op.form ? (['multipart', 'multipart'] as const) : []),
  ];
}

function namesOf(op: Operation, url: UrlParts, body: BodyPart): Set<string> {
  const names = new Set([...WHOLE_PARTS, ...url.names, ...body.names]);
  for (const p of op.parameters) names.add(p.name);
  declaredNames(op.body, names);
  declaredNames(op.form, names);
  return names;
}

function printed(request: Omit<FuzzRequest, 'names'>): string {
  const payload = request.payload === undefined ? '' : String(request.payload);
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.method} ${url} as ${request.caller} [${request.focus}] ${JSON.stringify(request.headers)} ${shown}`;
}

/** Requests for one operation, each with at most one part made wrong on purpose. */
export function requestArb(op: Operation, named: NamedValues): fc.Arbitrary<FuzzRequest> {
  // One arbitrary per focus, built once: building them is the costly part (patterns, long texts).
  const weights = new Map<Focus, number>();
  for (const focus of focusesOf(op)) weights.set(focus, (weights.get(focus) ?? 0) + 1);
  const byFocus = [...weights].map(([focus, weight]) => ({
    weight,
    arbitrary: fc
      .record({
        caller: fc.constantFrom(...CALLERS_BY_GUARD[op.access.guard]),
        path: pathArb(op, named, focus === 'path'),
        query: queryArb(op, named, focus === 'query'),
        header: headerArb(op, focus === 'header'),
        body: bodyArb(op, focus, named),
      })
      .map(({ caller, path, query, header, body }): FuzzRequest => {
        const headers: Record<string, string> = { ...header.headers };
        if (body.contentType !== undefined) headers['content-type'] = body.contentType;
        const url: UrlParts = { text: `${path.text}${query.text}`, names: [...path.names, ...query.names] };
        const request = { caller, method: op.method, url: url.text, headers, payload: body.payload, focus };
        return {
          ...request,
          names: namesOf(op, url, body),
          [fc.toStringMethod]: () => printed(request),
        } as FuzzRequest;
      }),
  }));
  return fc.oneof(...byFocus);
}
