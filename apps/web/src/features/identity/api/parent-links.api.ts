import type { ConfirmParentLinkBody, DeclineParentLinkBody } from '@esc/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';

export const parentLinkKeys = {
  all: ['parent-links'] as const,
  requests: (uuid: string) => [...parentLinkKeys.all, 'requests', uuid] as const,
};

export function fetchParentLinkRequests(signal?: AbortSignal) {
  return api.call('GET /cognito-login-service/auth/parentLinkRequests', undefined, { signal });
}

export function parentLinkRequestsQuery(uuid: string) {
  return queryOptions({
    queryKey: parentLinkKeys.requests(uuid),
    queryFn: ({ signal }) => fetchParentLinkRequests(signal),
  });
}

export function useParentLinkRequests(uuid: string) {
  return useQuery(parentLinkRequestsQuery(uuid));
}

/** Confirming links a child: the profile (children) and the requests change. */
export function useConfirmParentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmParentLinkBody) =>
      api.call('POST /cognito-login-service/auth/confirmParentLink', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: parentLinkKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

export function useDeclineParentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineParentLinkBody) =>
      api.call('POST /cognito-login-service/auth/declineParentLink', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: parentLinkKeys.all }),
  });
}
