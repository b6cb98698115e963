import {
  Envelope,
  EnvelopeStatus,
  ErrorEnvelope,
  type ErrorCode,
  type FieldError,
  type SuccessEnvelope,
} from '@esc/contracts';
import type { TSchema } from 'typebox';

/** Wraps a result in the success envelope (CONTRACT.md). */
export function ok<T>(data: T, statusCode = 200): SuccessEnvelope<T> {
  return { status_code: statusCode, status: EnvelopeStatus.Succeeded, message: 'OK', data };
}

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
  reason?: string,
): ErrorEnvelope {
  return {
    status_code: statusCode,
    status: EnvelopeStatus.Failed,
    message,
    error_code: code,
    ...(reason ? { reason } : {}),
    ...(errors ? { errors } : {}),
  };
}

/**
 * Response schemas of a route: the success envelope around its data, and the error envelope for
 * every 4xx/5xx. Serialising through them is fast and drops any field the contract does not name.
 */
export function responses<T extends TSchema>(data: T) {
  return { 200: Envelope(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;
}
