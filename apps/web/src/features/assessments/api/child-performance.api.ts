import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys } from './assessments.keys';

/** A parent's child's results (001 §7: page_size 10, page_index 1). */
export function fetchChildPerformance(childUuid: string, signal?: AbortSignal) {
  return api.call(
    'POST /student-report/recommendation/childPerformanceOverview',
    { body: { uuid: childUuid, page_size: 10, page_index: 1 } },
    { signal },
  );
}

export function childPerformanceQueryOptions(childUuid: string) {
  return queryOptions({
    queryKey: assessmentKeys.childPerformance(childUuid),
    queryFn: ({ signal }) => fetchChildPerformance(childUuid, signal),
  });
}
