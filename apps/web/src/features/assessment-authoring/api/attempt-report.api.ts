import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** A learner's attempt as its report answers it: the teacher reads the answers waiting for marks here. */
export function fetchAttemptReport(attemptId: number, signal?: AbortSignal) {
  return api.call('GET /student-report/student/paperReport', { query: { attempt_id: String(attemptId) } }, { signal });
}

export function useAttemptReport(attemptId: number | null) {
  return useQuery({
    queryKey: authoringKeys.attemptReport(attemptId ?? 0),
    queryFn: ({ signal }) => fetchAttemptReport(attemptId ?? 0, signal),
    enabled: attemptId !== null,
  });
}
