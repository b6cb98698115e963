import { createApiClient } from './api-client';
import { createCrashReporter, CRASH_REPORT_PATH } from './crash-reports';
import { endSession, readSession, writeSession } from './session';

/** Base of the API; the same origin serves it under /api unless VITE_API_BASE says otherwise. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

// Failed calls are reported through the same client: the reporter is made first and sends later.
const reportFailure = createCrashReporter({
  send: (body) => api.request(CRASH_REPORT_PATH, { method: 'POST', body, refresh: false, keepalive: true }),
  userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : undefined,
});

/** The app's api client: every feature's fetchers call through it. */
export const api = createApiClient({
  baseUrl: API_BASE,
  // Looked up per call so tests can replace the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  store: { read: readSession, write: writeSession, end: endSession },
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  onReportableFailure: reportFailure,
});
