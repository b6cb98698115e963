import type { UserRatingBody, UserRatingData } from '@esc/contracts';
import { api } from '../../../lib/api';

export const USER_RATING_PATH = '/cognito-login-service/auth/getUserRatingData';
export const userRatingKey = (uuid: string) => ['feedback', 'rating', uuid] as const;

/** POST getUserRatingData: the caller's rating and whether to ask (002 §4.7); records a rating or an ask. */
export function postUserRating(body: UserRatingBody, signal?: AbortSignal) {
  return api.request<UserRatingData>(USER_RATING_PATH, { method: 'POST', body, signal });
}
