import type { Group } from '@esc/contracts';
import { groupLanguageId } from '@esc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { versionedRead } from '../../../lib/versioned-read';
import { syllabusKeys } from './syllabus.keys';

export interface GroupListParams {
  syllabusId: number;
  /** 1 learn, 2 practice, 3 test. */
  category: number;
  /** Omitted for guided learners (spec 000 §5). */
  languageId: number | undefined;
  /** Only this group (the group detail screen). */
  groupId?: number;
  /** The node's syllabus version: a new version is a new query. */
  version: number;
}

export function fetchGroupList(p: GroupListParams, signal?: AbortSignal): Promise<Group[]> {
  const query = { syllabusId: p.syllabusId, groupCategoryId: p.category, languageId: p.languageId, groupId: p.groupId };
  return versionedRead('GET /syllabus-v2/groupListBySyllabusId/v2.1.1', { query }, { signal });
}

export function groupListQueryOptions(p: GroupListParams) {
  return queryOptions({
    queryKey: [...syllabusKeys.groups(p.syllabusId, p.category, p.languageId, p.version), p.groupId ?? 0],
    queryFn: ({ signal }) => fetchGroupList(p, signal),
  });
}

/** Groups of one category with content under a node; signed-in only (the caller checks for guests). */
export function useGroupList(p: Omit<GroupListParams, 'languageId'> & { enabled?: boolean }) {
  const session = useSession();
  const languageId = groupLanguageId(p.groupId ?? null, session?.user_type_id ?? 0);
  const { enabled = true, ...params } = p;
  return useQuery({ ...groupListQueryOptions({ ...params, languageId }), enabled });
}
