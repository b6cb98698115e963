export { BookmarkButton, type BookmarkButtonProps } from './bookmark-button.component';
export { setBookmark, fetchBookmarkStatus, bookmarkStatusQueryOptions, type BookmarkTarget } from './bookmark.api';
export { bookmarkKeys } from './bookmark.keys';
export { useSetBookmark } from './use-set-bookmark.hook';
