import type { LoginBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';
import { sessionFromLogin, writeSession } from '../../../lib/session';

export function login(body: LoginBody) {
  return api.call('POST /cognito-login-service/auth/login', { body }, { auth: false });
}

/** Signs in and starts the session; the profile of the answer seeds the "me" query. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data, body) => {
      // Nothing cached for a previous person may leak into this session.
      queryClient.clear();
      queryClient.setQueryData(profileKeys.me(data.uuid), data.profile);
      writeSession(sessionFromLogin(data, body.username, Date.now()));
    },
  });
}
