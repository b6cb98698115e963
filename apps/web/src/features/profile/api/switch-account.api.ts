import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { forgetDeviceAccount, setSignInPrefill, type SignInUsernameState } from '../../../lib/device-accounts';
import { clearSession, readSession } from '../../../lib/session';
import { SIGN_IN_PATH } from '../../../lib/sign-in-redirect';

/**
 * Leaves the signed-in account on this device: its refresh token is revoked on the server (best
 * effort: offline, it simply expires), the session and cached answers are forgotten here. Then the
 * sign-in screen opens, filled with the account to switch to, whose password is asked.
 */
export function useLeaveAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (_next: { switchTo?: string; forget?: string }) => {
      const session = readSession();
      try {
        if (session?.refresh_token) {
          await api.call(
            'POST /cognito-login-service/auth/logout',
            { body: { refresh_token: session.refresh_token } },
            { refresh: false },
          );
        }
      } catch {
        // Leaving must always work here, even offline.
      }
    },
    onSettled: (_data, _error, next) => {
      if (next.forget) forgetDeviceAccount(next.forget);
      setSignInPrefill(next.switchTo ?? '');
      clearSession();
      queryClient.clear();
      const state: SignInUsernameState = { username: next.switchTo ?? '' };
      void navigate(SIGN_IN_PATH, { replace: true, state });
    },
  });
}
