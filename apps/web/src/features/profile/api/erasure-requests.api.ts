// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { ErasureRequest, ErasureRequestsData } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Keyed by the signed-in person, so a family's shared phone never shows one person's requests to another. */
export const erasureKeys = {
  all: ['erasure-requests'] as const,
  list: (viewerUuid: string) => [...erasureKeys.all, viewerUuid, 'list'] as const,
};

/** The caller's erasure requests and their children's, newest first. */
export function useErasureRequests(viewerUuid: string) {
  return useQuery({
    queryKey: erasureKeys.list(viewerUuid),
    queryFn: ({ signal }) => api.call('GET /privacy/erasure-requests', undefined, { signal }),
    staleTime: 0,
  });
}

/** Asks for one's own account to be erased, or (`childUuid`) a linked child's. */
export function useAskForErasure(viewerUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ask: { childUuid: string | null; reason: string }) =>
      api.call('POST /privacy/erasure-requests', {
        body: { ...(ask.childUuid ? { uuid: ask.childUuid } : {}), ...(ask.reason ? { reason: ask.reason } : {}) },
      }),
    onSuccess: (created: ErasureRequest) =>
      client.setQueryData<ErasureRequestsData>(erasureKeys.list(viewerUuid), (old) => ({
        requests: [created, ...(old?.requests ?? []).filter((r) => r.request_id !== created.request_id)],
      })),
  });
}
