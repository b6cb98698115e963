import type { ContentListData, SyllabusNode } from '@esc/contracts';
import { pageRange, SyllabusType } from '@esc/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { versionedRead } from '../../../lib/versioned-read';
import { learnlistKeys } from './learnlists.keys';

export interface NodeChildren {
  /** The node asked about (its board and class), null when unknown. */
  parent: SyllabusNode | null;
  children: SyllabusNode[];
}

/** Children of a node (subjects of a class, chapters of a subject, topics of a chapter), e-books left out. */
export function fetchChildren(boardId: number, syllabusId: number, signal?: AbortSignal): Promise<NodeChildren> {
  return versionedRead('GET /syllabus-v2/childList', { query: { boardId, syllabusId } }, { signal }).then((data) => ({
    parent: data.parent,
    children: data.child_list.filter((node) => node.syllabus_type_id !== SyllabusType.EBook),
  }));
}

export function childrenQueryOptions(boardId: number, syllabusId: number) {
  return queryOptions({
    queryKey: learnlistKeys.tree(boardId, syllabusId),
    queryFn: ({ signal }) => fetchChildren(boardId, syllabusId, signal),
    staleTime: 5 * 60_000,
  });
}

/** Children of a node, asked for only once it is opened. */
export function useChildren(boardId: number, syllabusId: number, enabled = true) {
  return useQuery({ ...childrenQueryOptions(boardId, syllabusId), enabled });
}

/** One page of the content under a node, any group and depth (spec 000 §9: pages of 1 to 10). */
export function fetchNodeContent(syllabusId: number, startIndex: number, signal?: AbortSignal) {
  const range = pageRange('default', startIndex);
  const query = { syllabusId, startIndex: range.startIndex, endIndex: range.endIndex };
  return versionedRead('GET /syllabus-v2/contentBySyllabusId/v2.1.1', { query }, { signal });
}

/** The content under a topic (or a chapter without topics), ten at a time. */
export function useNodeContent(syllabusId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: learnlistKeys.nodeContent(syllabusId),
      queryFn: ({ pageParam, signal }) => fetchNodeContent(syllabusId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last: ContentListData) => (last.has_more ? last.end_index + 1 : undefined),
      staleTime: 5 * 60_000,
    }),
  );
}
