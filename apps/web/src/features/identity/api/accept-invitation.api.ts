import type { AcceptInvitationBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';
import { sessionFromLogin, writeSession } from '../../../lib/session';

export function acceptInvitation(body: AcceptInvitationBody) {
  return api.call('POST /cognito-login-service/auth/acceptInvitation', { body }, { auth: false });
}

/** Sets the password with the school's invitation and starts the session at once, like signing in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (data) => {
      queryClient.clear();
      queryClient.setQueryData(profileKeys.me(data.uuid), data.profile);
      writeSession(sessionFromLogin(data, data.profile.email ?? data.profile.mobile ?? '', Date.now()));
    },
  });
}
