import { ErrorCode, errorStatus, type FieldError } from '@esc/contracts';
import { render, type MessageKey, type MessageParams } from '../i18n/message-renderer.js';

/**
 * Why a request was refused, as a stable key of the catalogue's errors (`attendance.registerClosed`,
 * `codes.NOT_FOUND`, `validation.required`): the answer carries it, and the person reads the message
 * in the request's language.
 */
export type ErrorReason = MessageKey extends infer K ? (K extends `errors.${infer R}` ? R : never) : never;

export interface ReasonRef {
  reason: ErrorReason;
  params?: MessageParams;
}

/**
 * A field's problem: in words (English, kept as written), or by reason (rendered in the request's
 * language, the field named in it: a reason's message may say `{{field}}`).
 */
export type AppFieldError = FieldError | ({ field: string } & ReasonRef);

/** A field's problem with its English words beside its reason, as the error handler receives it. */
export interface KeptFieldError extends FieldError {
  reason?: ReasonRef;
}

export interface AppErrorOptions {
  errors?: AppFieldError[];
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export const messageOfReason = (language: string, ref: ReasonRef, extra: MessageParams = {}): string =>
  render(language, { key: `errors.${ref.reason}` as MessageKey, params: { ...ref.params, ...extra } });

/** The label of a field in a language: the catalogue's name for it, or the field as the client sent it. */
export function fieldLabel(language: string, field: string): string {
  const known = render(language, { key: `errors.fields.${field}` as MessageKey });
  return known === `errors.fields.${field}` ? field : known;
}

function kept(error: AppFieldError): KeptFieldError {
  if ('message' in error) return error;
  const reason = { reason: error.reason, params: error.params };
  return {
    field: error.field,
    message: messageOfReason('en', reason, { field: fieldLabel('en', error.field) }),
    reason,
  };
}

/**
 * The one error class services throw; the error handler turns it into the envelope (CONTRACT.md).
 * The message is a reason of the catalogue (said in the request's language), nothing (the code's own
 * words, also said in the request's language), or English words, which stay English.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: KeptFieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** null: English words a service wrote, not yet in the catalogue. */
  readonly reason: ReasonRef | null;

  constructor(code: ErrorCode, message?: string | ReasonRef, options: AppErrorOptions = {}) {
    const reason: ReasonRef | null =
      message === undefined ? { reason: `codes.${code}` } : typeof message === 'string' ? null : message;
    super(reason ? messageOfReason('en', reason, firstFieldOf('en', options.errors)) : (message as string), {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.errors = options.errors?.map(kept);
    this.headers = options.headers ?? {};
    this.reason = reason;
  }
}

/**
 * The field a reason's `{{field}}` names in the answer's message: the first field in `errors`, in the
 * language, so "Title is too long" reads the same in the message as in the field's own line.
 */
export function firstFieldOf(language: string, errors: readonly { field: string }[] | undefined): MessageParams {
  const field = errors?.[0]?.field;
  return field === undefined ? {} : { field: fieldLabel(language, field) };
}

/** 400 naming one field: the reason (or English words) as the message, and the field in `errors`. */
export function fieldInvalid(field: string, message: string | ReasonRef): AppError {
  if (typeof message !== 'string')
    return new AppError('VALIDATION_FAILED', message, { errors: [{ field, ...message }] });
  return new AppError('VALIDATION_FAILED', `${field} ${message}.`, { errors: [{ field, message }] });
}

/**
 * A refusal whose reader is a machine, not a person (a vendor's signed callback, a health probe): its
 * words stay English, as the vendor's own API is, and are not in the catalogue.
 */
export function machineRefusal(code: ErrorCode, english: string, options: AppErrorOptions = {}): AppError {
  return new AppError(code, english, options);
}

/** 404 in the words every module uses: "No such <what>." */
export function notFoundOf(what: string): AppError {
  return new AppError('NOT_FOUND', `No such ${what}.`);
}

/** A code's own words in a language (English by default). */
export function defaultMessage(code: ErrorCode, language = 'en'): string {
  return messageOfReason(language, { reason: `codes.${code}` });
}

export { ErrorCode };
