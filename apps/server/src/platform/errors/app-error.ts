import { ErrorCode, errorStatus, type FieldError } from '@esc/contracts';

/** Plain words for each code; a service may pass a more precise message. */
const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  UNAUTHENTICATED: 'Sign in to continue.',
  TOKEN_EXPIRED: 'Your session has expired. Sign in again.',
  INVALID_CREDENTIALS: 'The email/mobile or password is not correct.',
  REFRESH_REJECTED: 'Your session has ended. Sign in again.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_LINKED_CHILD: 'This child is not linked to your account.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This conflicts with the current state.',
  RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
  INTERNAL_ERROR: 'Something went wrong. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is busy. Please try again shortly.',
  PAPER_NOT_STARTED: 'Paper Not started',
  PAPER_TIME_OVER: 'Paper Time Over',
  ATTEMPT_CLOSED: 'This attempt takes no more answers: it was submitted, or its time is over.',
};

export interface AppErrorOptions {
  errors?: FieldError[];
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one error class services throw; the error handler turns it into the envelope (CONTRACT.md). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? defaultMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

/** 400 naming one field: "<field> <message>." as the message, and the field in `errors`. */
export function fieldInvalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field} ${message}.`, { errors: [{ field, message }] });
}

/** 404 in the words every module uses: "No such <what>." */
export function notFoundOf(what: string): AppError {
  return new AppError('NOT_FOUND', `No such ${what}.`);
}

export function defaultMessage(code: ErrorCode): string {
  return defaultMessages[code];
}

export { ErrorCode };
