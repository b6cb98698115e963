import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys } from './assessments.keys';

/** The learner's (a parent's child's) attempts of a paper: status, attempt and assignment per assignment. */
export function fetchAttemptedStatus(paperId: number, childUuid: string | null, signal?: AbortSignal) {
  return api.call(
    'POST /student-report/student/paperAttemptedStatusByIds',
    { body: { paper_ids: [paperId], ...(childUuid ? { uuid: childUuid } : {}) } },
    { signal },
  );
}

export function attemptedStatusQueryOptions(paperId: number, childUuid: string | null) {
  return queryOptions({
    queryKey: [...assessmentKeys.all, 'attempted-status', paperId, childUuid] as const,
    queryFn: ({ signal }) => fetchAttemptedStatus(paperId, childUuid, signal),
    staleTime: 0,
  });
}
