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
 * A field's problem, by reason: rendered in the request's language, the field named in it (a reason's
 * message may say `{{field}}`).
 */
export type AppFieldError = { field: string } & ReasonRef;

/** English words only a machine reads (machineRefusal): never for a person. */
const MACHINE_WORDS = Symbol('machine words');
interface MachineWords {
  readonly [MACHINE_WORDS]: string;
  readonly errors?: readonly FieldError[];
}

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
  const reason = { reason: error.reason, params: error.params };
  return {
    field: error.field,
    message: messageOfReason('en', reason, { field: fieldLabel('en', error.field) }),
    reason,
  };
}

/**
 * The one error class services throw; the error handler turns it into the envelope (CONTRACT.md).
 * The message is a reason of the catalogue (said in the request's language) or nothing (the code's own
 * words, also said in the request's language); only a machine's refusal (machineRefusal) has English
 * words of its own.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: KeptFieldError[] | undefined;
  readonly headers: Record<string, string>;
  /** null: a machine's refusal, in English words. */
  readonly reason: ReasonRef | null;

  constructor(code: ErrorCode, message?: ReasonRef | MachineWords, options: AppErrorOptions = {}) {
    const machine = message !== undefined && MACHINE_WORDS in message ? message : null;
    const reason: ReasonRef | null = machine
      ? null
      : ((message as ReasonRef | undefined) ?? { reason: `codes.${code}` });
    super(reason ? messageOfReason('en', reason, firstFieldOf('en', options.errors)) : machine![MACHINE_WORDS], {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.errors = machine?.errors ? [...machine.errors] : options.errors?.map(kept);
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

/** 400 naming one field: the reason as the message, and the field in `errors`. */
export function fieldInvalid(field: string, reason: ReasonRef): AppError {
  return new AppError('VALIDATION_FAILED', reason, { errors: [{ field, ...reason }] });
}

/**
 * A refusal whose reader is a machine, not a person (a vendor's signed callback, a health probe): its
 * words stay English, as the vendor's own API is, and are not in the catalogue.
 */
export function machineRefusal(
  code: ErrorCode,
  english: string,
  options: Omit<AppErrorOptions, 'errors'> & { errors?: readonly FieldError[] } = {},
): AppError {
  const { errors, ...rest } = options;
  return new AppError(code, { [MACHINE_WORDS]: english, ...(errors ? { errors } : {}) }, rest);
}

/** A code's own words in a language (English by default). */
export function defaultMessage(code: ErrorCode, language = 'en'): string {
  return messageOfReason(language, { reason: `codes.${code}` });
}

export { ErrorCode };
