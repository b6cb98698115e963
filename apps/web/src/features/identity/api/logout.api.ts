import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clearSession, readSession } from '../../../lib/session';

export async function logout(refreshToken: string): Promise<void> {
  // No refresh around sign-out: rotating a token only to revoke it would waste a call.
  await api.call(
    'POST /cognito-login-service/auth/logout',
    { body: { refresh_token: refreshToken } },
    { refresh: false },
  );
}

/**
 * Revokes the refresh token on the server (best effort) and forgets the session here.
 * onSignedOut runs in the hook's own callbacks, which fire even after the shell has unmounted.
 */
export function useLogout({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const session = readSession();
      try {
        if (session) await logout(session.refresh_token);
      } catch {
        // Signing out must always work locally, even offline; the token then simply expires.
      }
    },
    onSettled: () => {
      clearSession();
      queryClient.clear();
      onSignedOut?.();
    },
  });
}
