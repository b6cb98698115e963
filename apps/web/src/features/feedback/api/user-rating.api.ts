import type { UserRatingBody } from '@esc/contracts';
import { api } from '../../../lib/api';

export const userRatingKey = (uuid: string) => ['feedback', 'rating', uuid] as const;

/** POST getUserRatingData: the caller's rating and whether to ask (002 §4.7); records a rating or an ask. */
export function postUserRating(body: UserRatingBody, signal?: AbortSignal) {
  return api.call('POST /cognito-login-service/auth/getUserRatingData', { body }, { signal });
}
