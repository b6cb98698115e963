import type { ContentProgressItem } from '@esc/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboards.keys';

/** Dashboard content slices hold the first 6 items (spec 000 §9). */
export const CONTINUE_LEARNING_SLICE = 6;

export function fetchRecentContent(signal?: AbortSignal) {
  return api.call('GET /mis/recentContent.2.0', undefined, { signal });
}

export function recentContentQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: dashboardKeys.recentContent(uuid),
    queryFn: ({ signal }) => fetchRecentContent(signal),
    select: (data): ContentProgressItem[] => data.continue_learning.slice(0, CONTINUE_LEARNING_SLICE),
  });
}

/** What the learner was last learning: unfinished first (the server's continue_learning). */
export function useContinueLearning(uuid: string) {
  return useQuery(recentContentQueryOptions(uuid));
}

/**
 * Starts the learner's continue-learning read with the screen rather than after their profile: a
 * learner's own uuid is the session's. On a slow link the read then shares the profile's round trip
 * instead of queueing behind the chunks of the dashboard's other parts (docs/benchmarks.md: 1.2 s).
 */
export function usePrefetchContinueLearning(uuid: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (uuid) void client.prefetchQuery(recentContentQueryOptions(uuid));
  }, [client, uuid]);
}
