import type { AssignLearnListToTeacherBody, SearchTeacherListBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';
import { storeLearnList } from './learnlist-writes.api';

/** Teachers of the caller's school (at most 30 a search, spec 001 §9). */
export function fetchSchoolTeachers(text: string, signal?: AbortSignal) {
  const body: SearchTeacherListBody = { search_text: text || undefined, limit: 30 };
  return api.call('POST /cognito-login-service/auth/searchTeacherList', { body }, { signal });
}

export function useSchoolTeachers(text: string, enabled: boolean) {
  return useQuery({
    queryKey: learnlistKeys.teachers(text),
    queryFn: ({ signal }) => fetchSchoolTeachers(text, signal),
    enabled,
  });
}

export function shareLearnList(learnlistId: number, teacherUuids: string[]) {
  const body: AssignLearnListToTeacherBody = { learnlist_id: learnlistId, teacher_uuids: teacherUuids };
  return api.call('POST /student-report/teacher/assignLearnListToTeacherUniversity', { body });
}

/** Shares the owner's list with teachers of the school: they may change it too. */
export function useShareLearnList(learnlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherUuids: string[]) => shareLearnList(learnlistId, teacherUuids),
    onSuccess: (list) => storeLearnList(queryClient, list),
  });
}
