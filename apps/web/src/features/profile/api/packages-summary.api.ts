import type { UserSubscriptionStatusData } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The learner's subscriptions for the profile's summary (same key as the packages feature's list). */
export function usePackagesSummary(uuid: string | null) {
  return useQuery({
    queryKey: ['packages', 'subscriptions', uuid ?? ''],
    queryFn: ({ signal }) =>
      api.request<UserSubscriptionStatusData>('/cognito-login-service/auth/usersubscriptionstatus', {
        method: 'POST',
        body: { uuid },
        idempotent: true,
        signal,
      }),
    enabled: uuid !== null,
    staleTime: 30_000,
  });
}
