import type { ChangePasswordBody, UpdateProfileBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';
import { readSession, writeSession } from '../../../lib/session';

export function updateProfile(body: UpdateProfileBody) {
  return api.call('POST /cognito-login-service/auth/updateProfile', { body });
}

export function changePassword(body: ChangePasswordBody) {
  return api.call('POST /cognito-login-service/auth/changePassword', { body });
}

/** The answer's profile replaces the cached one: the shell and dashboards show the new names at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => queryClient.setQueryData(profileKeys.me(data.profile.uuid), data.profile),
  });
}

/** Every other session ends; this device keeps going with the new tokens of the answer. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => {
      const session = readSession();
      if (!session) return;
      writeSession({
        ...session,
        access_token: data.access_token,
        refresh_token: data.refresh_token,
        expires_at: Date.now() + data.expires_in * 1000,
      });
    },
  });
}
