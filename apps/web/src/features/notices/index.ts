import { lazy } from 'react';

/** Public face of the notices feature: the screen and the dashboards' card load on demand. */
export const NoticesRoute = lazy(() => import('./routes/notices.route').then((m) => ({ default: m.NoticesRoute })));
/** The dashboards' latest three notices (a parent: the active child's and their own). */
export const TopNotices = lazy(() =>
  import('./components/top-notices.component').then((m) => ({ default: m.TopNotices })),
);
export { NOTICES_PATH } from './notices-path';
export type { NoticesStrings } from './notices.strings';
