import type { SyllabusNode } from '@esc/contracts';
import { SyllabusType } from '@esc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The sign-up form's own reads of boards and classes (features do not import each other). */
export const signUpKeys = {
  all: ['sign-up'] as const,
  boards: () => [...signUpKeys.all, 'boards'] as const,
  classes: (boardId: number) => [...signUpKeys.all, 'classes', boardId] as const,
};

/** Guest-allowed: sent with the guest token when there is one, else without a token. */
export function fetchSignUpBoards(signal?: AbortSignal) {
  return api.call('GET /syllabus-v2/boardList', undefined, { signal });
}

export async function fetchSignUpClasses(boardId: number, signal?: AbortSignal): Promise<SyllabusNode[]> {
  const data = await api.call('GET /syllabus-v2/childList', { query: { boardId, syllabusId: boardId } }, { signal });
  return data.child_list.filter((node) => node.syllabus_type_id === SyllabusType.Class);
}

export function useSignUpBoards(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: signUpKeys.boards(),
      queryFn: ({ signal }) => fetchSignUpBoards(signal),
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
}

export function useSignUpClasses(boardId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: signUpKeys.classes(boardId ?? 0),
      queryFn: ({ signal }) => fetchSignUpClasses(boardId ?? 0, signal),
      staleTime: 5 * 60_000,
      enabled: boardId !== null,
    }),
  );
}
