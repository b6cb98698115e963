import type { ContentProgressItem } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
