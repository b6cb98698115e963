import type { BookmarkKind, BookmarkListData } from '@esc/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { bookmarkKeys } from '../../../components/bookmark';
import { api } from '../../../lib/api';

export const BOOKMARK_PAGE_SIZE = 20;

/** The signed-in person's bookmarks of one kind, newest first (GET /api/learning/bookmarks). */
export function fetchBookmarkList(kind: BookmarkKind, page: number, signal?: AbortSignal): Promise<BookmarkListData> {
  const query = new URLSearchParams({ kind, page_no: String(page), page_size: String(BOOKMARK_PAGE_SIZE) });
  return api.request<BookmarkListData>(`/learning/bookmarks?${query.toString()}`, { signal });
}

export function bookmarkListQueryOptions(kind: BookmarkKind, page: number) {
  return queryOptions({
    queryKey: bookmarkKeys.list(kind, page),
    queryFn: ({ signal }) => fetchBookmarkList(kind, page, signal),
    placeholderData: keepPreviousData,
  });
}
