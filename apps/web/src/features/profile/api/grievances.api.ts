// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { RaiseGrievanceBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Keyed by the signed-in person, so a family's shared phone never shows one person's grievances to another. */
export const grievanceKeys = {
  all: ['grievances'] as const,
  mine: (viewerUuid: string) => [...grievanceKeys.all, viewerUuid, 'mine'] as const,
};

/** The person's grievances and their children's, and who would answer a new one for each of them. */
export function useMyGrievances(viewerUuid: string) {
  return useQuery({
    queryKey: grievanceKeys.mine(viewerUuid),
    queryFn: ({ signal }) => api.call('GET /privacy/grievances', undefined, { signal }),
  });
}

export function useRaiseGrievance(viewerUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RaiseGrievanceBody) => api.call('POST /privacy/grievances', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: grievanceKeys.mine(viewerUuid) }),
  });
}
