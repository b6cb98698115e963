import { lazy } from 'react';

/** /my-bookmarks: loaded on demand. */
export const MyBookmarksRoute = lazy(() =>
  import('./routes/my-bookmarks.route').then((m) => ({ default: m.MyBookmarksRoute })),
);
