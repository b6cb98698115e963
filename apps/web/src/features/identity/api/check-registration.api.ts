import type { CheckRegistrationBody, CheckRegistrationData } from '@esc/contracts';
import { api } from '../../../lib/api';

/**
 * Is an email or mobile registered, and may it be used (spec 002 §5.1, §7.1)? Guest-allowed: on the
 * sign-up page it goes without a token, or with the guest token when browsing as a guest.
 */
export function checkRegistration(body: CheckRegistrationBody, signal?: AbortSignal): Promise<CheckRegistrationData> {
  return api.request<CheckRegistrationData>('/cognito-login-service/auth/checkRegistration', {
    method: 'POST',
    body,
    signal,
  });
}
