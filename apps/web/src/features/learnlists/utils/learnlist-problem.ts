import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';

/** What the person was doing when a write failed: the words of a refusal depend on it. */
export type LearnListAction =
  'add' | 'remove' | 'rename' | 'stage' | 'delete' | 'assign' | 'share' | 'mark' | 'download' | 'report';

/**
 * A failed learn-list call in plain words. The server's refusals (409 for what a stage forbids,
 * 400 for the 50-item limit or a bad day) are explained for the action; the rest as any failure.
 */
export function learnListProblemText(error: unknown, action: LearnListAction, t: TFunction): string {
  if (isApiError(error)) {
    if (error.status === 409) return t(`learnlists.problem.conflict.${action}`);
    if (error.status === 400) {
      // By the reason and the fields' names: the message is in the reader's language.
      if (error.reason?.startsWith('learnlists.beyond')) return t('learnlists.problem.full');
      if (error.fieldErrors.some((f) => /date|day/.test(f.field))) return t('learnlists.problem.days');
      return t('learnlists.problem.invalid');
    }
    if (error.status === 404 && action === 'report') return t('learnlists.problem.reportNotFound');
    if (error.status === 403 && action === 'report') return t('learnlists.problem.reportForbidden');
  }
  return errorMessage(error, t);
}
