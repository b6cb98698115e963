import type { AssignLearnListBody, StudentListBySectionBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

/** Gives a published list as homework: staff to sections, a parent to their child (uuid, no sections). */
export function assignLearnList(body: AssignLearnListBody) {
  return api.call('POST /syllabus-v2/assignLearnListToSections', { body });
}

export function useAssignLearnList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLearnList,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: learnlistKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: learnlistKeys.reports() });
    },
  });
}

export function fetchSectionStudents(sectionId: number, signal?: AbortSignal) {
  const body: StudentListBySectionBody = { section_id: sectionId, limit: 500 };
  return api.call('POST /cognito-login-service/auth/studentListBySection', { body }, { signal });
}

/** The students of the chosen sections, for per-student extensions (each section read once, then kept). */
export function useSectionStudents(sectionIds: readonly number[], enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...learnlistKeys.all, 'students-of', [...sectionIds].sort((a, b) => a - b)],
    queryFn: async () => {
      const lists = await Promise.all(
        sectionIds.map((sectionId) =>
          queryClient.fetchQuery({
            queryKey: learnlistKeys.students(sectionId),
            queryFn: ({ signal }) => fetchSectionStudents(sectionId, signal),
          }),
        ),
      );
      return lists.flatMap((l) => l.students);
    },
    enabled,
  });
}
