import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { syllabusKeys } from './syllabus.keys';

/** Boards the caller may see (guest-allowed, spec 000 §6). */
export function fetchBoardList(signal?: AbortSignal) {
  return api.call('GET /syllabus-v2/boardList', undefined, { signal });
}

export function useBoardList() {
  return useQuery(
    queryOptions({
      queryKey: syllabusKeys.boards(),
      queryFn: ({ signal }) => fetchBoardList(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
