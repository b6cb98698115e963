import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The learner's subscriptions (packages bought or granted), read by the packages screens and the
 * profile's summary: one query, one key. The key sits under 'packages', so a purchase that
 * invalidates the packages feature's keys reads the subscriptions again too.
 */
export const subscriptionsKeys = {
  all: ['packages', 'subscriptions'] as const,
  of: (uuid: string) => [...subscriptionsKeys.all, uuid] as const,
};

export function fetchUserSubscriptions(uuid: string, signal?: AbortSignal) {
  return api.call(
    'POST /cognito-login-service/auth/usersubscriptionstatus',
    { body: { uuid } },
    { idempotent: true, signal },
  );
}

export function userSubscriptionsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: subscriptionsKeys.of(uuid),
    queryFn: ({ signal }) => fetchUserSubscriptions(uuid, signal),
    staleTime: 30_000,
  });
}

/** The subscriptions of `uuid` (the learner, or a parent's active child); idle while uuid is null. */
export function useUserSubscriptions(uuid: string | null) {
  return useQuery({ ...userSubscriptionsQueryOptions(uuid ?? ''), enabled: uuid !== null });
}
