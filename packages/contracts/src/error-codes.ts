/** Stable error codes of the envelope (CONTRACT.md), with the HTTP status each one answers with. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  TokenExpired: 'TOKEN_EXPIRED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  RefreshRejected: 'REFRESH_REJECTED',
  Forbidden: 'FORBIDDEN',
  NotLinkedChild: 'NOT_LINKED_CHILD',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  Internal: 'INTERNAL_ERROR',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** The paper's window has not opened (spec 002 §4.4: toast "Paper Not started"). */
  PaperNotStarted: 'PAPER_NOT_STARTED',
  /** The paper's window (or an Olympiad's slot) has closed ("Paper Time Over"). */
  PaperTimeOver: 'PAPER_TIME_OVER',
  /** The attempt takes no more answers: submitted, or past its deadline and grace. */
  AttemptClosed: 'ATTEMPT_CLOSED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  REFRESH_REJECTED: 401,
  FORBIDDEN: 403,
  NOT_LINKED_CHILD: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  PAPER_NOT_STARTED: 409,
  PAPER_TIME_OVER: 409,
  ATTEMPT_CLOSED: 409,
};
