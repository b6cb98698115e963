import type { ContentListData } from '@esc/contracts';
import { pageRange } from '@esc/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { progressKeys } from '../../../lib/progress.keys';
import { versionedRead } from '../../../lib/versioned-read';
import { syllabusKeys } from './syllabus.keys';

/** A category's content under a node (its topics' too), a page of ten at a time, in display order. */
export function nodeContentQueryOptions(syllabusId: number, category: number) {
  return infiniteQueryOptions({
    queryKey: [...syllabusKeys.all, 'node-content', syllabusId, category] as const,
    queryFn: ({ pageParam, signal }) => {
      const range = pageRange('default', pageParam);
      const query = { syllabusId, groupCategoryId: category, startIndex: range.startIndex, endIndex: range.endIndex };
      return versionedRead('GET /syllabus-v2/contentBySyllabusId/v2.1.1', { query }, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last: ContentListData) => (last.has_more ? last.end_index + 1 : undefined),
  });
}

export function useNodeContent(syllabusId: number, category: number) {
  return useInfiniteQuery(nodeContentQueryOptions(syllabusId, category));
}

/** Completion of these content items for the learner (GET /mis/getContentResumeTime, at most 100 ids). */
export function useContentCompletion(learnerUuid: string | null, contentIds: readonly number[]) {
  const ids = contentIds.slice(0, 100);
  return useQuery({
    ...queryOptions({
      queryKey: [...progressKeys.all, 'completion', learnerUuid ?? '', ids.join(',')] as const,
      queryFn: ({ signal }) =>
        api.call(
          'GET /mis/getContentResumeTime',
          { query: { uuid: learnerUuid ?? undefined, contentIds: ids.join(',') } },
          { signal },
        ),
    }),
    enabled: learnerUuid !== null && ids.length > 0,
  });
}
