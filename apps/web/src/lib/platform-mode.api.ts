import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * Demo or production, as the server says: the sign-in screen lists demo accounts only when the
 * server sends them, and the checkout uses the payment provider the server announces. It does not
 * change while the server runs, so it is read once per visit.
 */
export const platformModeKeys = { all: ['platform-mode'] as const };

export function fetchPlatformMode(signal?: AbortSignal) {
  return api.call('GET /platform/mode', undefined, { auth: false, signal });
}

export const platformModeQueryOptions = queryOptions({
  queryKey: platformModeKeys.all,
  queryFn: ({ signal }) => fetchPlatformMode(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function usePlatformMode() {
  return useQuery(platformModeQueryOptions);
}
