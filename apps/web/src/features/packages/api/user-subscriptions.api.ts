import type { UserSubscriptionStatusData } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packagesKeys } from './packages.keys';

export function fetchUserSubscriptions(uuid: string, signal?: AbortSignal): Promise<UserSubscriptionStatusData> {
  return api.request<UserSubscriptionStatusData>('/cognito-login-service/auth/usersubscriptionstatus', {
    method: 'POST',
    body: { uuid },
    idempotent: true,
    signal,
  });
}

export function userSubscriptionsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: packagesKeys.subscriptions(uuid),
    queryFn: ({ signal }) => fetchUserSubscriptions(uuid, signal),
    staleTime: 30_000,
  });
}

export function useUserSubscriptions(uuid: string | null) {
  return useQuery({ ...userSubscriptionsQueryOptions(uuid ?? ''), enabled: uuid !== null });
}
