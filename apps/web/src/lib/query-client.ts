import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api client already retries what may be retried (500/503/504 on idempotent calls).
      // offlineFirst: a read is asked even when the browser says it is offline, since the service
      // worker may answer it from the copy saved on the device (lib/offline-state.ts tells the screen).
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
