import type { ParentDetailData } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { heldTreeRead, versionedRead } from '../../../lib/versioned-read';
import { syllabusKeys } from './syllabus.keys';
import { scopeOfNode } from './tree-scope';

const PARENT_DETAIL = 'GET /syllabus-v2/syllabusParentDetail';

/** A node and its ancestors from the board down (breadcrumbs, version); guest-allowed. */
export function fetchParentDetail(syllabusId: number, signal?: AbortSignal): Promise<ParentDetailData> {
  return versionedRead(
    PARENT_DETAIL,
    { query: { syllabusId } },
    { scopeOf: (data) => scopeOfNode(data.syllabus, data.version), signal },
  );
}

export function parentDetailQueryOptions(syllabusId: number) {
  const held = heldTreeRead(PARENT_DETAIL, { query: { syllabusId } });
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
