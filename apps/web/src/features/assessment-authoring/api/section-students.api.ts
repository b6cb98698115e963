import type { SectionStudent, StudentListBySectionBody } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

export function fetchSectionStudents(sectionId: number, signal?: AbortSignal) {
  const body: StudentListBySectionBody = { section_id: sectionId, limit: 500 };
  return api.call('POST /cognito-login-service/auth/studentListBySection', { body }, { signal });
}

/** The students of the chosen sections, for per-student extra time. */
export function useSectionStudents(sectionIds: readonly number[]) {
  const sorted = [...sectionIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...authoringKeys.all, 'students-of', sorted],
    queryFn: async ({ signal }): Promise<SectionStudent[]> => {
      const lists = await Promise.all(sorted.map((id) => fetchSectionStudents(id, signal)));
      return lists.flatMap((l) => l.students);
    },
    enabled: sorted.length > 0,
    staleTime: 60_000,
  });
}
