import type { BookmarkKind } from '@esc/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bookmarkKeys } from '../../../components/bookmark';
import { api } from '../../../lib/api';

export const BOOKMARK_PAGE_SIZE = 20;

/** The signed-in person's bookmarks of one kind, newest first (GET /api/learning/bookmarks). */
export function fetchBookmarkList(kind: BookmarkKind, page: number, signal?: AbortSignal) {
  return api.call(
    'GET /learning/bookmarks',
    { query: { kind, page_no: page, page_size: BOOKMARK_PAGE_SIZE } },
    { signal },
  );
}

export function bookmarkListQueryOptions(kind: BookmarkKind, page: number) {
  return queryOptions({
    queryKey: bookmarkKeys.list(kind, page),
    queryFn: ({ signal }) => fetchBookmarkList(kind, page, signal),
    placeholderData: keepPreviousData,
  });
}
