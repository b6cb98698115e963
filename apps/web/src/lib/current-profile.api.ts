import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { isGuestSession, useSession } from './session';

/** The signed-in person's profile is app-wide state (shell, guards, dashboards, profile screen). */
export const profileKeys = {
  all: ['profile'] as const,
  me: (uuid: string) => [...profileKeys.all, 'me', uuid] as const,
};

export function fetchCurrentProfile(signal?: AbortSignal) {
  return api.call('GET /cognito-login-service/auth/me', undefined, { signal });
}

export function currentProfileQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: profileKeys.me(uuid),
    queryFn: ({ signal }) => fetchCurrentProfile(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in person's profile; a guest has none (and must not ask: /me is for people who signed in). */
export function useCurrentProfile() {
  const session = useSession();
  return useQuery({
    ...currentProfileQueryOptions(session?.uuid ?? ''),
    enabled: session !== null && !isGuestSession(session),
  });
}
