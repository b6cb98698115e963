import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

export const ACTIVITY_PAGE_SIZE = 100;

/** Each learner of an assignment and their attempt (started, submitted, marks waiting). */
export function fetchStudentActivity(assignId: number, pageNo: number, signal?: AbortSignal) {
  return api.call(
    'GET /student-report/teacher/studentActivityOnAssignedAssessment',
    { query: { assignId: String(assignId), pageNo, pageSize: ACTIVITY_PAGE_SIZE } },
    { signal },
  );
}

export function useStudentActivity(assignId: number, pageNo = 1) {
  return useQuery({
    queryKey: authoringKeys.activity(assignId, pageNo),
    queryFn: ({ signal }) => fetchStudentActivity(assignId, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}
