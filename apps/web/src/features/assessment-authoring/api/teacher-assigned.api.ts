import type { TeacherAssignedData } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryString } from '../../../lib/versioned-read';
import { authoringKeys } from './authoring.keys';

export type AssignmentStatus = 'upcoming' | 'open' | 'closed' | 'published';
export const PAGE_SIZE = 20;

/** The teacher's assignments, a page at a time, optionally of one status. */
export function fetchTeacherAssigned(
  status: AssignmentStatus | null,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TeacherAssignedData> {
  const path = `/student-report/teacher/teacherAssignedAssessments${queryString({ status, pageNo, pageSize: PAGE_SIZE })}`;
  return api.request<TeacherAssignedData>(path, { signal });
}

export function useTeacherAssigned(status: AssignmentStatus | null, pageNo: number) {
  return useQuery({
    queryKey: authoringKeys.assigned(status, pageNo),
    queryFn: ({ signal }) => fetchTeacherAssigned(status, pageNo, signal),
    placeholderData: keepPreviousData,
  });
}
