import type { Static, TSchema } from 'typebox';
import Value from 'typebox/value';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
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

/**
 * A fake fetch keyed by "METHOD /path" (path without the /api base). Unknown calls answer 404 so
 * a test notices a call it did not expect.
 */
export function createFakeFetch(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method,
      path,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler) return errorResponse(404, 'NOT_FOUND');
    return handler(call);
  });
  return { fetch, calls };
}

/** Replaces the global fetch the app's api client calls. */
export function stubFetch(handlers: Record<string, FakeHandler>) {
  const fake = createFakeFetch(handlers);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/**
 * A success envelope whose data is first checked against the call's contract schema: a fake that
 * drifts from the server's contract fails the test instead of passing against an answer the server
 * would never give.
 */
export function contractEnvelope<S extends TSchema>(schema: S, data: Static<S>, status = 200): Response {
  if (!Value.Check(schema, data)) {
    const errors = [...Value.Errors(schema, data)].map((e) => `${e.instancePath} ${e.message}`);
    throw new Error(`the fake's answer does not match the contract: ${errors.join('; ')}`);
  }
  return envelope(data, status);
}
