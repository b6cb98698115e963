import { lazy } from '../../lib/lazy-with-words';

// What the app's frame and the dashboards use of this feature (its paths, the parts a dashboard
// shows), apart from index.ts: the first screen carries these, not the loaders of every screen.

/** The parent dashboard's card of the active child's results. */
export const ChildPerformance = lazy(() =>
  import('./components/child-performance.component').then((m) => ({ default: m.ChildPerformance })),
);
export { AssessmentPath } from './utils/assessment-paths';
