import type {
  AssignLearnListToTeacherBody,
  LearnListDetail,
  SearchTeacherListBody,
  SearchTeacherListData,
} from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';
import { storeLearnList } from './learnlist-writes.api';

/** Teachers of the caller's school (at most 30 a search, spec 001 §9). */
export function fetchSchoolTeachers(text: string, signal?: AbortSignal): Promise<SearchTeacherListData> {
  const body: SearchTeacherListBody = { search_text: text || undefined, limit: 30 };
  return api.request<SearchTeacherListData>('/cognito-login-service/auth/searchTeacherList', {
    method: 'POST',
    body,
    signal,
  });
}

export function useSchoolTeachers(text: string, enabled: boolean) {
  return useQuery({
    queryKey: learnlistKeys.teachers(text),
    queryFn: ({ signal }) => fetchSchoolTeachers(text, signal),
    enabled,
  });
}

export function shareLearnList(learnlistId: number, teacherUuids: string[]): Promise<LearnListDetail> {
  const body: AssignLearnListToTeacherBody = { learnlist_id: learnlistId, teacher_uuids: teacherUuids };
  return api.request<LearnListDetail>('/student-report/teacher/assignLearnListToTeacherUniversity', {
    method: 'POST',
    body,
  });
}

/** Shares the owner's list with teachers of the school: they may change it too. */
export function useShareLearnList(learnlistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teacherUuids: string[]) => shareLearnList(learnlistId, teacherUuids),
    onSuccess: (list) => storeLearnList(queryClient, list),
  });
}
