import { lazy } from '../../lib/lazy-with-words';

/** /my-bookmarks: loaded on demand. */
export const MyBookmarksRoute = lazy(() =>
  import('./routes/my-bookmarks.route').then((m) => ({ default: m.MyBookmarksRoute })),
);
