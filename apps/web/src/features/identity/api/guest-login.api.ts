import type { GuestLoginBody, GuestLoginData } from '@esc/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A guest uuid and access token for the guest-allowed reads (spec 001 §7). */
export function guestLogin(body: GuestLoginBody = {}): Promise<GuestLoginData> {
  return api.request<GuestLoginData>('/cognito-login-service/auth/guestLogin', { method: 'POST', body, auth: false });
}

export function useGuestLogin() {
  return useMutation({ mutationFn: guestLogin });
}
