import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';

/** Why a change was refused: the server's own words for a refused value or a conflict, else the plain message. */
export function changeProblem(error: unknown, t: TFunction): string {
  if (isApiError(error) && (error.status === 400 || error.status === 409) && error.message) return error.message;
  return isApiError(error) ? errorMessage(error, t) : t('courses.failed');
}
