import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Counts over the teacher's assignments (an admin's: the school's), with the most recent ones. */
export function fetchTeacherOverview(signal?: AbortSignal) {
  return api.call('GET /student-report/teacher/overviewTeacherAssignedAssessments', undefined, { signal });
}

export function useTeacherOverview() {
  return useQuery({ queryKey: authoringKeys.overview(), queryFn: ({ signal }) => fetchTeacherOverview(signal) });
}
