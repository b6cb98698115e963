import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

/** The signed-in teacher with their sections and subjects (teacherDetail). */
export function fetchTeacherDetail(signal?: AbortSignal) {
  return api.call('POST /cognito-login-service/auth/teacherDetail', { body: {} }, { signal });
}

export function useTeacherDetail(uuid: string, enabled = true) {
  return useQuery({
    queryKey: learnlistKeys.teacher(uuid),
    queryFn: ({ signal }) => fetchTeacherDetail(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
