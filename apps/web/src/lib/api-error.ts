import type { FieldError } from '@esc/contracts';

/** Client-side codes for failures that never reached a server answer. */
export const ClientErrorCode = {
  Network: 'NETWORK_ERROR',
  Timeout: 'TIMEOUT',
  Aborted: 'ABORTED',
  SessionEnded: 'SESSION_ENDED',
  /** Another tab held the token refresh longer than the lock's wait (spec 001 §9: 2000 ms). */
  RefreshBusy: 'REFRESH_BUSY',
  BadResponse: 'BAD_RESPONSE',
} as const;

/** ApiError's status when no HTTP answer arrived at all (network failure, timeout, cancel, a busy refresh). */
export const NO_ANSWER = 0;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure, timeout, cancel). */
  readonly status: number;
  readonly errorCode: string;
  readonly fieldErrors: readonly FieldError[];
  /** The server's precise reason (`learnlists.beyondMax`), the same in every language the message is in. */
  readonly reason: string | undefined;

  constructor(init: {
    status: number;
    errorCode: string;
    message: string;
    fieldErrors?: readonly FieldError[];
    reason?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fieldErrors = init.fieldErrors ?? [];
    this.reason = init.reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
