import { lazy } from '../../lib/lazy-with-words';

// What the app's frame and the dashboards use of this feature (its paths, the parts a dashboard
// shows), apart from index.ts: the first screen carries these, not the loaders of every screen.

/** The dashboards' latest three notices (a parent: the active child's and their own). */
export const TopNotices = lazy(() =>
  import('./components/top-notices.component').then((m) => ({ default: m.TopNotices })),
);
export { NOTICES_PATH } from './notices-path';
