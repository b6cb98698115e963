// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { ErasureDecisionBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const erasureDecisionKeys = { all: ['erasure-decisions'] as const };

/** The erasure requests the admin decides, by due date. */
export function useErasureRequestsToDecide() {
  return useQuery({
    queryKey: erasureDecisionKeys.all,
    queryFn: ({ signal }) => api.call('GET /privacy/erasure-requests/to-decide', undefined, { signal }),
  });
}

export function useDecideErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...body }: ErasureDecisionBody & { requestId: string }) =>
      api.call('POST /privacy/erasure-requests/:requestId/decision', { params: { requestId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: erasureDecisionKeys.all }),
  });
}
