import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

export type AssignmentStatus = 'upcoming' | 'open' | 'closed' | 'published';
export const PAGE_SIZE = 20;

/** The teacher's assignments, a page at a time, optionally of one status. */
export function fetchTeacherAssigned(status: AssignmentStatus | null, pageNo: number, signal?: AbortSignal) {
  return api.call(
    'GET /student-report/teacher/teacherAssignedAssessments',
    { query: { status: status ?? undefined, pageNo, pageSize: PAGE_SIZE } },
    { signal },
  );
}

export function useTeacherAssigned(status: AssignmentStatus | null, pageNo: number) {
  return useQuery({
    queryKey: authoringKeys.assigned(status, pageNo),
    queryFn: ({ signal }) => fetchTeacherAssigned(status, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}
