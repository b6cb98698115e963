import type { SyllabusNode } from '@esc/contracts';
import { SyllabusType } from '@esc/domain';
import { useQuery } from '@tanstack/react-query';
import { versionedRead } from '../../../lib/versioned-read';
import { authoringKeys } from './authoring.keys';

/** Children of a syllabus node (subjects of a class, chapters, topics), e-books left out. */
export function fetchSyllabusChildren(boardId: number, syllabusId: number, signal?: AbortSignal) {
  return versionedRead('GET /syllabus-v2/childList', { query: { boardId, syllabusId } }, { signal }).then((data) =>
    data.child_list.filter((node: SyllabusNode) => node.syllabus_type_id !== SyllabusType.EBook),
  );
}

export function useSyllabusChildren(boardId: number, syllabusId: number | null) {
  return useQuery({
    queryKey: authoringKeys.tree(boardId, syllabusId ?? 0),
    queryFn: ({ signal }) => fetchSyllabusChildren(boardId, syllabusId ?? 0, signal),
    enabled: syllabusId !== null && syllabusId > 0,
    staleTime: 5 * 60_000,
  });
}
