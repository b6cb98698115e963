import type { ContentListData } from '@esc/contracts';
import { pageRange } from '@esc/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { versionedRead } from '../../../lib/versioned-read';
import { syllabusKeys } from './syllabus.keys';

export interface ContentListParams {
  syllabusId: number;
  groupId: number;
  version: number;
  /** The medium filter: only content in this medium (a language_id); undefined for every medium. */
  mediumId?: number;
}

/** One page of a group's content under a node (spec 000 §9: pages of 1 to 10). */
export function fetchContentPage(p: ContentListParams, startIndex: number, signal?: AbortSignal) {
  const range = pageRange('default', startIndex);
  const query = {
    syllabusId: p.syllabusId,
    groupId: p.groupId,
    startIndex: range.startIndex,
    endIndex: range.endIndex,
    mediumId: p.mediumId,
  };
  return versionedRead('GET /syllabus-v2/contentBySyllabusId/v2.1.1', { query }, { signal });
}

export function contentListQueryOptions(p: ContentListParams) {
  return infiniteQueryOptions({
    queryKey: syllabusKeys.content(p.syllabusId, p.groupId, p.version, p.mediumId),
    queryFn: ({ pageParam, signal }) => fetchContentPage(p, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ContentListData) => (last.has_more ? last.end_index + 1 : undefined),
  });
}

/** A group's content, a page at a time ("Show more"); signed-in only. */
export function useContentList(p: ContentListParams) {
  return useInfiniteQuery(contentListQueryOptions(p));
}
