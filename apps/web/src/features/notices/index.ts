import { lazy } from '../../lib/lazy-with-words';

/** Public face of the notices feature: the screen and the dashboards' card load on demand. */
export const NoticesRoute = lazy(() => import('./routes/notices.route').then((m) => ({ default: m.NoticesRoute })));
export type { NoticesStrings } from './notices.strings';
export * from './first-screen';
