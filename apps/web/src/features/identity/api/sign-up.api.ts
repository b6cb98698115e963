import type { LoginData, SignUpBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';
import { sessionFromLogin, writeSession } from '../../../lib/session';

export function signUp(body: SignUpBody): Promise<LoginData> {
  return api.request<LoginData>('/cognito-login-service/auth/signUp', { method: 'POST', body, auth: false });
}

/** Creates the account and starts its session at once, like signing in (a guest session ends here). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (data, body) => {
      queryClient.clear();
      queryClient.setQueryData(profileKeys.me(data.uuid), data.profile);
      writeSession(sessionFromLogin(data, body.email.trim().toLowerCase(), Date.now()));
    },
  });
}
