import type { ParentDetailData } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { heldTreeRead, queryString, versionedRead } from '../../../lib/versioned-read';
import { syllabusKeys } from './syllabus.keys';
import { scopeOfNode } from './tree-scope';

export function parentDetailPath(syllabusId: number): string {
  return `/syllabus-v2/syllabusParentDetail${queryString({ syllabusId })}`;
}

/** A node and its ancestors from the board down (breadcrumbs, version); guest-allowed. */
export function fetchParentDetail(syllabusId: number, signal?: AbortSignal): Promise<ParentDetailData> {
  return versionedRead<ParentDetailData>(parentDetailPath(syllabusId), {
    scopeOf: (data) => scopeOfNode(data.syllabus, data.version),
    signal,
  });
}

export function parentDetailQueryOptions(syllabusId: number) {
  const held = heldTreeRead<ParentDetailData>(parentDetailPath(syllabusId));
  return queryOptions({
    queryKey: syllabusKeys.parentDetail(syllabusId),
    queryFn: ({ signal }) => fetchParentDetail(syllabusId, signal),
    initialData: held,
    initialDataUpdatedAt: held ? 0 : undefined,
  });
}

export function useParentDetail(syllabusId: number | null) {
  return useQuery({ ...parentDetailQueryOptions(syllabusId ?? 0), enabled: syllabusId !== null });
}
