import { createApiClient } from './api-client';
import { createCallApi } from './api-calls';
import { createCrashReporter } from './crash-reports';
import { takeEarlyRead } from './early-reads';
import { endSession, readSession, writeSession } from './session';

const offlineState = () => import('./offline-state');

/** Base of the API; the same origin serves it under /api unless VITE_API_BASE says otherwise. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

// Failed calls are reported through the same client: the reporter is made first and sends later.
const reportFailure = createCrashReporter({
  send: (body) =>
    createCallApi(apiClient).call(
      'POST /cognito-login-service/auth/submitCrashReport',
      { body },
      { refresh: false, keepalive: true },
    ),
  userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : undefined,
});

/**
 * The app's session-aware client by path, internal to lib/: lib/api.ts types the app's calls over
 * it, and the outbox replays the writes it keeps by path. Feature code calls `api` (lib/api.ts);
 * eslint.config.js keeps this module out of its reach.
 */
export const apiClient = createApiClient({
  baseUrl: API_BASE,
  // Looked up per call so tests can replace the global fetch; a screen's first reads may have been
  // started before the app's code arrived (public/early-reads.js).
  fetch: (input, init) => takeEarlyRead(input, init) ?? globalThis.fetch(input, init),
  store: { read: readSession, write: writeSession, end: endSession },
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  onReportableFailure: reportFailure,
  // The offline banner (components/offline-app) says when the screen shows copies saved on the device.
  // Its store loads apart from the first screen; calls are noted in the order they were answered.
  onAnswer: (call, savedAt) => void offlineState().then(({ noteAnswer }) => noteAnswer(call, savedAt)),
  onNetworkFailure: () => void offlineState().then(({ noteNetworkFailure }) => noteNetworkFailure()),
});
