import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';

/**
 * A failed call in plain words. The server's refusals (400 naming the field, 403, 404, 409) are
 * written for people (ARCHITECTURE.md), so they are shown as they are; anything else as any failure.
 */
export function problemText(error: unknown, t: TFunction): string {
  if (isApiError(error) && [400, 403, 404, 409, 422].includes(error.status)) {
    const fields = error.fieldErrors.map((f) => f.message).filter(Boolean);
    if (fields.length > 0) return fields.join(' ');
    if (error.message && error.message !== error.errorCode) return error.message;
  }
  return errorMessage(error, t);
}
