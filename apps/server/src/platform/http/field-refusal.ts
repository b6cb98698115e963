import { AppError, type ErrorReason } from '../errors/app-error.js';
import type { MessageParams } from '../i18n/message-renderer.js';

/** A reason of the catalogue said twice: as the answer's sentence (`.message`) and as the field's own line (`.field`). */
export type PairedReason = ErrorReason extends infer R ? (R extends `${infer P}.message` ? P : never) : never;

/**
 * 400 naming one field: the answer's message says the whole sentence (naming the field where it
 * reads so), the field's own line only what is wrong with it, as it stands beside the field.
 */
export function fieldRefused(field: string, reason: PairedReason, params?: MessageParams): AppError {
  const line = { reason: `${reason}.field` as ErrorReason, ...(params ? { params } : {}) };
  return new AppError(
    'VALIDATION_FAILED',
    { reason: `${reason}.message` as ErrorReason, ...(params ? { params } : {}) },
    { errors: [{ field, ...line }] },
  );
}
