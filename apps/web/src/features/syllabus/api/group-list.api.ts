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
  /** Omitted for guided learners (spec 000 §5), and to be answered in the learner's medium. */
  languageId: number | undefined;
  /** The medium filter: only groups in this medium (a language_id); undefined for every medium. */
  mediumId?: number;
  /** Only this group (the group detail screen). */
  groupId?: number;
  /** The node's syllabus version: a new version is a new query. */
  version: number;
}

export function fetchGroupList(p: GroupListParams, signal?: AbortSignal): Promise<Group[]> {
  const query = {
    syllabusId: p.syllabusId,
    groupCategoryId: p.category,
    languageId: p.languageId,
    groupId: p.groupId,
    mediumId: p.mediumId,
  };
  return versionedRead('GET /syllabus-v2/groupListBySyllabusId/v2.1.1', { query }, { signal });
}

export function groupListQueryOptions(p: GroupListParams) {
  return queryOptions({
    queryKey: [...syllabusKeys.groups(p.syllabusId, p.category, p.languageId, p.version, p.mediumId), p.groupId ?? 0],
    queryFn: ({ signal }) => fetchGroupList(p, signal),
  });
}

/**
 * Groups of one category with content under a node; signed-in only (the caller checks for guests).
 * A medium chosen is asked as the language too (its variants answer); none (every medium, or a group
 * link's own language absent) leaves the language to the server: the learner's medium first.
 */
export function useGroupList(p: Omit<GroupListParams, 'languageId'> & { languageId?: number; enabled?: boolean }) {
  const session = useSession();
  const asked = p.languageId ?? p.mediumId;
  const languageId =
    asked === undefined ? undefined : groupLanguageId(p.groupId ?? null, session?.user_type_id ?? 0, asked);
  const { enabled = true, ...params } = p;
  return useQuery({ ...groupListQueryOptions({ ...params, languageId }), enabled });
}
