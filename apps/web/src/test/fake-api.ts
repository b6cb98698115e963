import { checkAnswer, checkRequest, type CallRequest } from '@esc/contracts/calls';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  ifNoneMatch: string | null;
  /** The language the call asks its answer in. */
  language: string | null;
}

export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

export function envelope(data: unknown, status = 200): Response {
  return Response.json({ status_code: status, status: 1, message: 'OK', data }, { status });
}

export function errorResponse(
  status: number,
  errorCode: string,
  message = errorCode,
  errors?: { field: string; message: string }[],
): Response {
  return Response.json({ status_code: status, status: 0, message, error_code: errorCode, errors }, { status });
}

const CRASH_REPORT_CALL = 'POST /cognito-login-service/auth/submitCrashReport';
const SYNC_OUTBOX_CALL = 'POST /sync/outbox';

// What the fakes did that the server would not (ARCHITECTURE.md, Tests: fakes are checked against
// the contract). Collected rather than thrown: a throw inside fetch becomes the app's network error
// and could pass unseen; test/setup.ts fails the test that made them, with these messages.
const violations: string[] = [];

/** The contract violations seen since the last take, each once. */
export function takeContractViolations(): string[] {
  return [...new Set(violations.splice(0))];
}

/** Checks the request, and the handler's answer, against the contract of the call (packages/contracts/src/calls). */
async function answerChecked(request: CallRequest, handler: FakeHandler | undefined, call: FakeCall) {
  const { call: known, problem } = checkRequest(request);
  // An unhandled call answers 404 so a test notices a call it did not expect; that answer is the fake's own.
  const response = handler ? await handler(call) : errorResponse(404, 'NOT_FOUND');
  // A fake that refuses a bad request with 400 plays the server's own validation: the test means it.
  const refused = handler !== undefined && response.status === 400;
  if (problem && (!known || !refused)) violations.push(problem);
  if (known && handler) {
    const answered = checkAnswer(known, request, { status: response.status, text: await response.clone().text() });
    if (answered) violations.push(answered);
  }
  return response;
}

/**
 * A fake fetch keyed by "METHOD /path" (path without the /api base). Unknown calls answer 404 so
 * a test notices a call it did not expect. Every request and answer is checked against the contract.
 */
export function createFakeFetch(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  // The app reports failed calls in the background (lib/crash-reports.ts): answered here unless a
  // test handles them, and kept apart so that a test's list of calls holds only what it caused.
  const crashReports: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
      ifNoneMatch: headers.get('If-None-Match'),
      language: headers.get('Accept-Language'),
    };
    const key = `${call.method} ${call.path}`;
    const request: CallRequest = { ...call, conditional: call.ifNoneMatch !== null };
    if (key === CRASH_REPORT_CALL && !handlers[key]) {
      crashReports.push(call);
      return answerChecked(request, () => envelope({ report_id: crashReports.length }), call);
    }
    calls.push(call);
    if (key === SYNC_OUTBOX_CALL && !handlers[key]) return answerChecked(request, () => playBatch(call), call);
    return answerChecked(request, handlers[key], call);
  });

  /**
   * The server's batch call (POST /sync/outbox) as the server plays it: each entry through its own
   * call's handler, as if sent alone (and listed in `calls` so), answered one by one.
   */
  async function playBatch(batch: FakeCall): Promise<Response> {
    const { entries } = batch.body as { entries: { id: string; path: string; body: unknown }[] };
    const results = [];
    for (const entry of entries) {
      const call: FakeCall = { ...batch, path: entry.path, body: entry.body, query: new URLSearchParams() };
      calls.push(call);
      const handler = handlers[`POST ${entry.path}`];
      const response = handler
        ? await answerChecked({ ...call, conditional: false }, handler, call)
        : errorResponse(404, 'NOT_FOUND');
      const answer = (await response.json()) as Record<string, unknown>;
      results.push(
        response.ok
          ? { id: entry.id, status_code: response.status, ok: true, data: answer.data }
          : {
              id: entry.id,
              status_code: response.status,
              ok: false,
              error_code: answer.error_code,
              message: answer.message,
              ...(answer.errors ? { errors: answer.errors } : {}),
            },
      );
    }
    return envelope({ results });
  }
  return { fetch, calls, crashReports };
}

/** Replaces the global fetch the app's api client calls. */
export function stubFetch(handlers: Record<string, FakeHandler>) {
  const fake = createFakeFetch(handlers);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
