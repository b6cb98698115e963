import type { LightMyRequestResponse } from 'fastify';
import type { FuzzRequest } from './fuzz-requests.js';

/**
 * What a fuzzed request may be answered: never a 5xx; a refusal of its input is a 400
 * VALIDATION_FAILED whose `errors` name fields the request carries (or its contract declares, for a
 * field left out), or the body or query as a whole; the other refusals are the ones a route means
 * (401, 403, 404, 409, 429). Returns what is wrong, or null.
 */
export const MEANT_REFUSALS: ReadonlySet<number> = new Set([401, 403, 404, 409, 429]);

interface ErrorAnswer {
  status_code?: unknown;
  status?: unknown;
  error_code?: unknown;
  errors?: unknown;
}

function parsed(res: LightMyRequestResponse): ErrorAnswer | null {
  try {
    const body: unknown = JSON.parse(res.body);
    return body && typeof body === 'object' ? (body as ErrorAnswer) : null;
  } catch {
    return null;
  }
}

/** A field a 400 may name: one the request has, or one its contract declares under a part it has. */
function isKnownField(field: string, names: ReadonlySet<string>): boolean {
  if (names.has(field)) return true;
  const cut = field.lastIndexOf('.');
  if (cut < 0) return false;
  return names.has(field.slice(0, cut)) && names.has(field.slice(cut + 1));
}

function badRequestFault(body: ErrorAnswer, request: FuzzRequest): string | null {
  if (body.error_code !== 'VALIDATION_FAILED') return `a 400 with error_code ${String(body.error_code)}`;
  if (!Array.isArray(body.errors) || body.errors.length === 0) return 'a 400 that names no field (errors is empty)';
  for (const error of body.errors as { field?: unknown; message?: unknown }[]) {
    if (typeof error.field !== 'string' || typeof error.message !== 'string' || !error.message) {
      return `a 400 with a malformed error ${JSON.stringify(error)}`;
    }
    if (!isKnownField(error.field, request.names))
      return `a 400 naming "${error.field}", which the request does not have`;
  }
  return null;
}

export function answerFault(request: FuzzRequest, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `a ${status}`;
  if (status < 400) return null;
  const body = parsed(res);
  if (!body) return `a ${status} without the JSON envelope`;
  if (body.status_code !== status || body.status !== 0) return `a ${status} whose envelope says ${body.status_code}`;
  if (status === 400) return badRequestFault(body, request);
  if (!MEANT_REFUSALS.has(status)) return `a ${status}, a refusal no route means (input refusals are 400)`;
  return null;
}
