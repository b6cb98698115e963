import type { BookmarkKind } from '@esc/contracts';

/** Bookmark query keys, shared by the button (status) and the /my-bookmarks lists. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  status: (kind: BookmarkKind, itemId: string) => [...bookmarkKeys.all, 'status', kind, itemId] as const,
  lists: () => [...bookmarkKeys.all, 'list'] as const,
  list: (kind: BookmarkKind, page: number) => [...bookmarkKeys.lists(), kind, page] as const,
};
