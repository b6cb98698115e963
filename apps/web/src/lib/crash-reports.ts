import type { CallFailure } from './api-client';
import { NO_ANSWER } from './api-error';

export const CRASH_REPORT_PATH = '/cognito-login-service/auth/submitCrashReport';

/** The same failure (method, path, status) is reported once a minute, and a page sends at most this many. */
const SAME_FAILURE_MS = 60_000;
const MAX_PER_PAGE = 20;

export interface CrashReportBody {
  projectname: string;
  event_name: string;
  os?: string;
  version?: string;
  api_details: string;
}

/**
 * Spec 001 §8's crash reports, sent quietly: a report never blocks or fails the screen, and a
 * page that keeps failing (an outage, a loop) sends a handful, not one per call. Only the method,
 * the path without its query and the status leave the browser.
 */
export function createCrashReporter(deps: {
  send: (body: CrashReportBody) => Promise<unknown>;
  now?: () => number;
  userAgent?: string;
  version?: string;
}) {
  const now = deps.now ?? Date.now;
  const lastSent = new Map<string, number>();
  let sent = 0;

  return function report(failure: CallFailure): void {
    if (failure.path === CRASH_REPORT_PATH || sent >= MAX_PER_PAGE) return;
    const key = `${failure.method} ${failure.path} ${failure.status}`;
    const last = lastSent.get(key);
    if (last !== undefined && now() - last < SAME_FAILURE_MS) return;
    lastSent.set(key, now());
    sent += 1;
    const cancelled = failure.status === NO_ANSWER;
    deps
      .send({
        projectname: 'web',
        event_name: cancelled ? 'api_cancelled' : 'api_error',
        os: deps.userAgent?.slice(0, 100),
        version: deps.version?.slice(0, 50),
        api_details: `${key} ${failure.errorCode}`.slice(0, 4000),
      })
      .catch(() => undefined);
  };
}
