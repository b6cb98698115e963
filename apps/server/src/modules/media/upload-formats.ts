import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';

// The formats a refusal names, as values of its message: codes every language writes alike, so no
// translation carries them in its own words.

/** The raster images a photo may be. */
export const IMAGE_FORMATS = 'PNG, JPEG, GIF, WebP, AVIF';
/** The videos ffmpeg takes in. */
export const VIDEO_FORMATS = 'mp4, mov, webm, mkv, avi';
/** The photos of written work. */
export const WORK_PHOTO_FORMATS = 'JPEG, PNG, WebP';

/** The reasons of a refused type: for the message and the field, when the type is known and when it is not. */
export interface TypeRefusal {
  named: readonly [message: ErrorReason, field: ErrorReason];
  unnamed: readonly [message: ErrorReason, field: ErrorReason];
  formats?: string;
}

/** 400 naming the field: this type (as the client sent it, or none that could be told) is not taken here. */
export function refusedType(refusal: TypeRefusal, type: string, field: string): AppError {
  const [message, onField] = type ? refusal.named : refusal.unnamed;
  const params = { type, ...(refusal.formats ? { formats: refusal.formats } : {}) };
  return new AppError(
    'VALIDATION_FAILED',
    { reason: message, params },
    { errors: [{ field, reason: onField, params }] },
  );
}
