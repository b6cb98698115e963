// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { ErrorCode } from '@esc/contracts';
import type { TFunction } from 'i18next';
import { ClientErrorCode, isApiError } from './api-error';

/** A failure in plain words for the person; never the server's internals. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  switch (error.errorCode) {
    case ClientErrorCode.Network:
      return t('errors.network');
    case ClientErrorCode.Timeout:
      return t('errors.timeout');
    case ClientErrorCode.SessionEnded:
      return t('session.ended');
    case 'RATE_LIMITED' satisfies ErrorCode:
      return t('errors.rateLimited');
    case 'FORBIDDEN' satisfies ErrorCode:
    case 'NOT_LINKED_CHILD' satisfies ErrorCode:
      return t('errors.forbidden');
    case 'NOT_FOUND' satisfies ErrorCode:
      return t('errors.notFound');
    // A conflict is the server saying in words why not now ("This question is in a test that is open now ...").
    case 'CONFLICT' satisfies ErrorCode:
      return error.message || t('errors.unexpected');
  }
  if (error.status >= 500) return t('errors.server');
  return t('errors.unexpected');
}
