import { learnListNameFilter } from '@esc/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

export const LEARNLIST_PAGE_SIZE = 20;
/** Spec 000 §9: the admin's search of every teacher's lists. */
const SCHOOL_WIDE_TYPE_ID = 5;

export interface LearnListSearch {
  /** What was typed; the filter applies only above 2 characters (spec 000 §5). */
  name: string;
  stage: number | null;
  /** The school's published lists of every teacher (admins), not only one's own and shared ones. */
  schoolWide?: boolean;
  pageNo?: number;
}

export function fetchLearnLists(search: LearnListSearch, signal?: AbortSignal) {
  const query = {
    searchText: learnListNameFilter(search.name) ?? undefined,
    stage: search.stage === null ? undefined : String(search.stage),
    learnListTypeId: search.schoolWide ? SCHOOL_WIDE_TYPE_ID : undefined,
    pageNo: search.pageNo ?? 1,
    pageSize: LEARNLIST_PAGE_SIZE,
  };
  return api.call('GET /syllabus-v2/searchLearnListUniversity', { query }, { signal });
}

export function learnListSearchQueryOptions(search: LearnListSearch) {
  const name = learnListNameFilter(search.name);
  const key = learnlistKeys.search(name, search.stage, !!search.schoolWide, search.pageNo ?? 1);
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => fetchLearnLists(search, signal) });
}

/** The caller's lists and those shared with them; a name of 1 or 2 characters asks nothing new. */
export function useLearnListSearch(search: LearnListSearch, enabled = true) {
  return useQuery({ ...learnListSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
