import type { CheckRegistrationBody } from '@esc/contracts';
import { api } from '../../../lib/api';

/**
 * Is an email or mobile registered, and may it be used (spec 002 §5.1, §7.1)? Guest-allowed: on the
 * sign-up page it goes without a token, or with the guest token when browsing as a guest.
 */
export function checkRegistration(body: CheckRegistrationBody, signal?: AbortSignal) {
  return api.call('POST /cognito-login-service/auth/checkRegistration', { body }, { signal });
}
