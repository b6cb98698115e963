import { createBoundedCache } from '../cache/bounded-cache.js';
import type { ErrorCode, FieldError } from '@esc/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnreachable, isDiskFull } from '../../db/dialect.js';
import type { DiskState } from './disk-state.js';
import type { SecurityEvents } from '../security/security-events.repository.js';
import { errorBody } from '../http/envelope.js';
import { requestLanguage } from '../i18n/request-language.js';
import {
  AppError,
  defaultMessage,
  fieldLabel,
  firstFieldOf,
  messageOfReason,
  type KeptFieldError,
} from './app-error.js';
import { fieldReasons, type ValidationIssue } from './validation-reasons.js';

/** The schema's refusals in words, each field named in the language (English unless asked). */
export function fieldErrors(issues: readonly ValidationIssue[], context: string, language = 'en'): FieldError[] {
  return fieldReasons(issues, context).map(({ field, ...reason }) => ({
    field,
    message: messageOfReason(language, reason, { field: fieldLabel(language, field) }),
  }));
}

/** The answer's `reason`: a precise one only (a code's own words are said by its error_code). */
const reasonOf = (error: AppError) => (error.reason?.reason.startsWith('codes.') ? undefined : error.reason?.reason);

/** An AppError's field problems in the language: those with a reason rendered, English words as written. */
function fieldsIn(errors: readonly KeptFieldError[] | undefined, language: string): FieldError[] | undefined {
  return errors?.map(({ field, message, reason }) => ({
    field,
    message: reason ? messageOfReason(language, reason, { field: fieldLabel(language, field) }) : message,
  }));
}

const DATABASE_RETRY_AFTER_SECONDS = 5;
const DISK_FULL = 'The server has no room left to save this: nothing was saved. Please try again later.';
const DATABASE_UNREACHABLE = 'The server cannot reach its database just now. Please try again in a few seconds.';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * A body Fastify could not read (not JSON, empty, not UTF-8, of a type the route does not take, a
 * poisoned prototype): a 400 naming the body as a whole, as any other refusal of input is,
 * rather than a bare 400 or a 415. A body too large keeps its 413.
 */
function unreadableBody(error: FastifyError): string | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return null;
  return error.code?.startsWith('FST_ERR_CTP_') ? error.message || 'could not be read' : null;
}

/**
 * The router's own refusals, before any route runs: a URL whose percent-escapes do not decode, or a
 * path parameter longer than any id. The path's parameters are what is wrong: a 400 naming them,
 * in the envelope (Fastify would answer its own JSON, and 414 for the long one).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'is longer than any value this path takes' : 'is not a valid URL path';
  void reply
    .code(400)
    .send(errorBody(400, 'VALIDATION_FAILED', defaultMessage('VALIDATION_FAILED'), [{ field: 'params', message }]));
}

/** A run of the same refusal (kind, address, caller, call) is recorded once in this time. */
const SAME_REFUSAL_MS = 60_000;

/**
 * A refused privilege (403) or a throttled call (429), kept among the security events: a run of them
 * from one address or on one account is what a breach investigation looks for. The first of a run
 * is written and its repeats within a minute are not, so a flood that the throttle refuses cheaply
 * does not turn into a write per request. Recording never fails the answer.
 */
function createRefusalRecorder(security: Pick<SecurityEvents, 'record'> | undefined) {
  const lastRecorded = createBoundedCache<number>({ maxEntries: 10_000, maxBytes: 10_000 });
  return async (error: AppError, request: FastifyRequest): Promise<void> => {
    if (!security || (error.statusCode !== 403 && error.statusCode !== 429)) return;
    const auth = request.auth;
    const kind = error.statusCode === 403 ? 'forbidden' : 'throttled';
    const userUuid = auth && !auth.guest ? auth.uuid : null;
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const runKey = `${kind} ${request.ip} ${userUuid ?? ''} ${route}`;
    const now = Date.now();
    const last = lastRecorded.get(runKey);
    if (last !== undefined && now - last < SAME_REFUSAL_MS) return;
    lastRecorded.set(runKey, now, 1);
    try {
      await security.record({ kind, userUuid, ip: request.ip, route, detail: error.reason?.reason ?? error.code });
    } catch (err) {
      request.log.error({ err }, 'a security event could not be recorded');
    }
  };
}

/**
 * One error handler for the whole server: known errors become the envelope with their code;
 * anything else is a 500 with a generic message, and only the log sees the real error.
 */
export function installErrorHandler(
  app: FastifyInstance,
  disk?: DiskState,
  security?: Pick<SecurityEvents, 'record'>,
): void {
  const recordRefusal = createRefusalRecorder(security);
  app.setErrorHandler(async (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      await recordRefusal(error, request);
      // A 503 is a state the server knows and says (busy, not configured, a provider down), not a fault.
      if (error.statusCode === 503) request.log.info({ code: error.code, message: error.message }, 'request refused');
      else if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const message = error.reason
        ? messageOfReason(language, error.reason, firstFieldOf(language, error.errors))
        : error.message;
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.code, message, fieldsIn(error.errors, language), reasonOf(error)));
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as ValidationIssue[], error.validationContext ?? 'body', language);
      const message = defaultMessage('VALIDATION_FAILED', language);
      return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', message, errors));
    }
    const status = error.statusCode ?? 500;
    const unreadable = unreadableBody(error);
    if (unreadable) {
      return reply
        .code(400)
        .send(errorBody(400, 'VALIDATION_FAILED', unreadable, [{ field: 'body', message: unreadable }]));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) name no internals.
      const code = codeByStatus[status] ?? 'VALIDATION_FAILED';
      return reply.code(status).send(errorBody(status, code, error.message || defaultMessage(code, language)));
    }
    if (isDiskFull(error)) {
      // Nothing half-written: the database rolled the write back. Said to the person in words, told
      // to the health check, and logged (the operator must free space).
      disk?.sawFull();
      request.log.error({ err: error }, 'a write failed: the disk is full');
      return reply
        .code(503)
        .header('retry-after', '60')
        .send(errorBody(503, 'SERVICE_UNAVAILABLE', DISK_FULL));
    }
    if (isDatabaseUnreachable(error)) {
      // A restart of the database: worth trying again in a moment, and nothing was half-written (a
      // transaction that lost its connection is rolled back by the database).
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'SERVICE_UNAVAILABLE', DATABASE_UNREACHABLE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', defaultMessage('INTERNAL_ERROR', language)));
  });
}
