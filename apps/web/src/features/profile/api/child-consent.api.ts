import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Keyed by the signed-in parent: the consents they gave. */
export const childConsentKeys = { list: (viewerUuid: string) => ['child-consents', viewerUuid] as const };

export function useChildConsents(viewerUuid: string) {
  return useQuery({
    queryKey: childConsentKeys.list(viewerUuid),
    queryFn: ({ signal }) => api.call('GET /privacy/consent/children', undefined, { signal }),
  });
}

/** Withdraws a child's consent; the answer is the parent's list as it now stands. */
export function useWithdrawConsent(viewerUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (childUuid: string) => api.call('POST /privacy/consent/withdraw', { body: { uuid: childUuid } }),
    onSuccess: (data) => client.setQueryData(childConsentKeys.list(viewerUuid), data),
  });
}
