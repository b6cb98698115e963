import type { SignUpBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';
import { sessionFromLogin, writeSession } from '../../../lib/session';
import { rememberRecoveryProof } from '../utils/demo-recovery-proofs';

export function signUp(body: SignUpBody) {
  return api.call('POST /cognito-login-service/auth/signUp', { body }, { auth: false });
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
      if (data.demo_recovery_proof) rememberRecoveryProof([body.email, body.mobile], data.demo_recovery_proof);
    },
  });
}
