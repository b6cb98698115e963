import type { TSchema } from 'typebox';
import { Envelope, ErrorEnvelope } from '../envelope.js';
import { ErrorCode } from '../error-codes.js';
import { findCall, type FoundCall } from './call-registry.js';
import { answerProblems, requestProblems } from './schema-problems.js';

/** A request as a test's fake API saw it. */
export interface CallRequest {
  method: string;
  /** The path without the /api base. */
  path: string;
  query?: URLSearchParams;
  /** The JSON body as sent; undefined when there was none (or it was a form). */
  body?: unknown;
  /** The request sent If-None-Match: only then may the server answer 304. */
  conditional?: boolean;
}

/** An answer as a test's fake API gave it. */
export interface CallAnswer {
  status: number;
  /** The body as text ('' when empty). */
  text: string;
}

const REGISTRY = 'packages/contracts/src/calls';
const errorCodes = new Set<string>(Object.values(ErrorCode));
/** A gateway in front of the server may answer these with its own page instead of the envelope. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function report(label: string, what: string, problems: string[]): string | null {
  if (problems.length === 0) return null;
  return `${label}: ${what}:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

/** Query parameters as the server's parser gives them: a repeated name becomes a list. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    out[name] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

/**
 * The call a request makes and what the server's validation would refuse in it. A call the server
 * does not serve is a problem of its own: the web must not call paths that do not exist.
 */
export function checkRequest(request: CallRequest): { call: FoundCall | null; problem: string | null } {
  const label = `${request.method} ${request.path}`;
  const call = findCall(request.method, request.path);
  if (!call) {
    return { call, problem: `${label}: the server serves no such call (${REGISTRY} lists every call it serves)` };
  }
  const { spec } = call;
  const problems = [
    ...(spec.params ? requestProblems(spec.params, call.params, 'params', true) : []),
    ...(spec.query
      ? requestProblems(spec.query, queryObject(request.query ?? new URLSearchParams()), 'query', true)
      : []),
    ...(spec.body ? requestProblems(spec.body, request.body, 'body', false) : []),
  ];
  return { call, problem: report(label, 'the request breaks the contract; the server would answer 400', problems) };
}

const envelopes = new WeakMap<TSchema, TSchema>();

/** The success envelope around a call's data, made once per schema (its validator is cached by identity). */
function envelopeOf(data: TSchema): TSchema {
  let found = envelopes.get(data);
  if (!found) {
    found = Envelope(data);
    envelopes.set(data, found);
  }
  return found;
}

function parsed(text: string): { json: unknown } | null {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** The answer is a file: always, or for the query value that asks for one (format=xlsx). */
function answersFile(spec: FoundCall['spec'], request: CallRequest): boolean {
  if (spec.data === 'file') return true;
  return !!spec.fileWhen && request.query?.get(spec.fileWhen.query) === spec.fileWhen.value;
}

function successProblems(call: FoundCall, request: CallRequest, answer: CallAnswer): string[] {
  if (answersFile(call.spec, request)) return [];
  const body = parsed(answer.text);
  if (!body) return ['the answer is not the JSON envelope {status_code, status, message, data}'];
  const problems = answerProblems(envelopeOf(call.spec.data), body.json, '');
  const statusCode = (body.json as { status_code?: unknown }).status_code;
  if (statusCode !== answer.status) {
    problems.push(`status_code: must repeat the HTTP status ${answer.status} (got ${JSON.stringify(statusCode)})`);
  }
  return problems;
}

function errorProblems(answer: CallAnswer): string[] {
  const body = parsed(answer.text);
  if (!body) {
    return GATEWAY_STATUSES.has(answer.status) ? [] : ['the server answers every error with the error envelope'];
  }
  const problems = answerProblems(ErrorEnvelope, body.json, '');
  const { status_code, status, error_code } = body.json as Record<string, unknown>;
  if (status_code !== answer.status) {
    problems.push(`status_code: must repeat the HTTP status ${answer.status} (got ${JSON.stringify(status_code)})`);
  }
  if (status !== 0) problems.push(`status: must be 0 on failure (got ${JSON.stringify(status)})`);
  if (typeof error_code === 'string' && !errorCodes.has(error_code)) {
    problems.push(`error_code: ${error_code} is not one of the codes the server sends (error-codes.ts)`);
  }
  return problems;
}

/**
 * What is wrong with a fake's answer to a call the server serves: a success must carry data its
 * contract allows (and no field it does not name), an error must be the error envelope with a
 * code the server sends, and 204 and 304 only where the server answers them.
 */
export function checkAnswer(call: FoundCall, request: CallRequest, answer: CallAnswer): string | null {
  const label = `${request.method} ${request.path}`;
  const { status } = answer;
  let problems: string[];
  if (status === 304) {
    problems = request.conditional ? [] : ['answered 304 to a request that sent no If-None-Match'];
  } else if (status === 204) {
    problems = call.spec.noContent ? [] : [`answered 204, which ${call.key} never answers`];
  } else if (status >= 200 && status < 300) {
    problems = successProblems(call, request, answer);
  } else if (status >= 400 && status < 600) {
    problems = errorProblems(answer);
  } else {
    problems = [`answered HTTP ${status}, which the API never answers`];
  }
  return report(label, `the fake's answer (HTTP ${status}) breaks the contract`, problems);
}
