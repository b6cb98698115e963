import type { GuestLoginBody } from '@esc/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A guest uuid and access token for the guest-allowed reads (spec 001 §7). */
export function guestLogin(body: GuestLoginBody = {}) {
  return api.call('POST /cognito-login-service/auth/guestLogin', { body }, { auth: false });
}

export function useGuestLogin() {
  return useMutation({ mutationFn: guestLogin });
}
