import type { StudentActivityData } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryString } from '../../../lib/versioned-read';
import { authoringKeys } from './authoring.keys';

export const ACTIVITY_PAGE_SIZE = 100;

/** Each learner of an assignment and their attempt (started, submitted, marks waiting). */
export function fetchStudentActivity(assignId: number, pageNo: number, signal?: AbortSignal) {
  const path = `/student-report/teacher/studentActivityOnAssignedAssessment${queryString({
    assignId,
    pageNo,
    pageSize: ACTIVITY_PAGE_SIZE,
  })}`;
  return api.request<StudentActivityData>(path, { signal });
}

export function useStudentActivity(assignId: number, pageNo = 1) {
  return useQuery({
    queryKey: authoringKeys.activity(assignId, pageNo),
    queryFn: ({ signal }) => fetchStudentActivity(assignId, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}
