import { lazy } from '../../lib/lazy-with-words';

// What the app's frame and the dashboards use of this feature (its paths, the parts a dashboard
// shows), apart from index.ts: the first screen carries these, not the loaders of every screen.

/** The teacher dashboard's library and attendee counts (the app hands them to the dashboard). */
export const TeacherCounts = lazy(() =>
  import('./components/teacher-counts.component').then((m) => ({ default: m.TeacherCounts })),
);
export { LIVE_CLASS_PATH, MY_SCHEDULE_PATH } from './live-classes-path';
export { VIEW_ALL_RECORDED_LECTURE_PATH } from './recordings-paths';
