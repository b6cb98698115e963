import Type, { type Static, type TSchema } from 'typebox';

/**
 * The envelope's `status` (CONTRACT.md): 1 on every success, 0 on every error. Spec 000 §8: "Some
 * calls (for example a student detail call) count only status 1 as success".
 */
export const EnvelopeStatus = { Failed: 0, Succeeded: 1 } as const;

/** Every JSON success answer (CONTRACT.md): status_code repeats the HTTP status, status is 1. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    status_code: Type.Integer(),
    status: Type.Integer(),
    message: Type.String(),
    data,
  });
}

export const FieldError = Type.Object({
  field: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

export const ErrorEnvelope = Type.Object({
  status_code: Type.Integer(),
  status: Type.Integer(),
  message: Type.String(),
  error_code: Type.String(),
  /** Why, as a stable key of the server's catalogue (`attendance.registerClosed`), when it has one. */
  reason: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(FieldError)),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

export interface SuccessEnvelope<T> {
  status_code: number;
  status: number;
  message: string;
  data: T;
}
