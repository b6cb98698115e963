import type { PaperReportData } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryString } from '../../../lib/versioned-read';
import { authoringKeys } from './authoring.keys';

/** A learner's attempt as its report answers it: the teacher reads the answers waiting for marks here. */
export function fetchAttemptReport(attemptId: number, signal?: AbortSignal): Promise<PaperReportData> {
  const path = `/student-report/student/paperReport${queryString({ attempt_id: attemptId })}`;
  return api.request<PaperReportData>(path, { signal });
}

export function useAttemptReport(attemptId: number | null) {
  return useQuery({
    queryKey: authoringKeys.attemptReport(attemptId ?? 0),
    queryFn: ({ signal }) => fetchAttemptReport(attemptId ?? 0, signal),
    enabled: attemptId !== null,
  });
}
