/**
 * The reads public/early-reads.js started before the app's code arrived (slow links: the screen's
 * first reads share the code's download instead of waiting for it). The api client takes one when it
 * makes the same GET with the same token, once and while fresh; otherwise it fetches itself.
 */
interface EarlyRead {
  token: string;
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __escEarlyReads?: Record<string, EarlyRead | undefined>;
  }
}

/** An early read is used within this long of its start; later the app asks afresh. */
export const EARLY_READ_FRESH_MS = 30_000;

/** The early answer to this request, or null: a GET of the same URL with the same bearer token, taken once. */
export function takeEarlyRead(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  reads: Record<string, EarlyRead | undefined> | undefined = typeof window === 'undefined'
    ? undefined
    : window.__escEarlyReads,
  now: number = Date.now(),
): Promise<Response> | null {
  if (!reads || typeof input !== 'string' || (init?.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const read = reads[input];
  if (!read) return null;
  reads[input] = undefined;
  const sameToken = new Headers(init?.headers).get('Authorization') === `Bearer ${read.token}`;
  return sameToken && now - read.at <= EARLY_READ_FRESH_MS ? read.response : null;
}
