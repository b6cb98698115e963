/** Session and request rules the api client follows (spec 001 §4, §7, §8, §9). */
export const REFRESH_THRESHOLD_MS = 5 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 90_000;
/** Spec 001 §9 "refresh lock 2000 ms": how long a tab waits for another tab's refresh. */
export const REFRESH_LOCK_MS = 2000;
/** Spec 001 §9 "result cached 90000 ms": a refresh this recent answers again instead of rotating. */
export const REFRESH_RESULT_CACHE_MS = 90_000;
export const MAX_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 1500;
/** This server error code is handed to the caller as it is, never retried (spec 001 §8). */
export const PASS_THROUGH_ERROR_CODE = 'EUSR4000015';

const RETRYABLE_STATUSES: readonly number[] = [500, 503, 504];
const IDEMPOTENT_METHODS: readonly string[] = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'];

/** True when the access token expires within the refresh threshold (or has expired). */
export function shouldRefresh(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs - nowMs <= REFRESH_THRESHOLD_MS;
}

export interface RetryInput {
  method: string;
  status: number;
  attempt: number;
  errorCode?: string | null;
  /** A write that carries a client-made id may be retried: the server counts it once. */
  idempotencyKey?: boolean;
}

export function shouldRetry({ method, status, attempt, errorCode, idempotencyKey }: RetryInput): boolean {
  if (errorCode === PASS_THROUGH_ERROR_CODE) return false;
  if (attempt >= MAX_RETRIES) return false;
  if (!RETRYABLE_STATUSES.includes(status)) return false;
  return IDEMPOTENT_METHODS.includes(method.toUpperCase()) || idempotencyKey === true;
}

export function retryDelayMs(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** attempt;
}

/**
 * Whether a refresh made at `refreshedAtMs` still answers a refresh asked for at `nowMs` (spec 001
 * §9: the result is cached 90000 ms). An expired token is never reused.
 */
export function refreshResultCached(refreshedAtMs: number | undefined, expiresAtMs: number, nowMs: number): boolean {
  if (refreshedAtMs === undefined || expiresAtMs <= nowMs) return false;
  return nowMs - refreshedAtMs < REFRESH_RESULT_CACHE_MS;
}

const CRASH_REPORT_STATUSES: readonly number[] = [500, 503, 404, 403];

/**
 * Spec 001 §8: "500, 503, 404, 403 and cancellation send a crash report". `status` is the answer's
 * HTTP status (0 when there was none); `cancelled`, a call the client gave up on.
 */
export function sendsCrashReport({ status, cancelled }: { status: number; cancelled: boolean }): boolean {
  return cancelled || CRASH_REPORT_STATUSES.includes(status);
}
