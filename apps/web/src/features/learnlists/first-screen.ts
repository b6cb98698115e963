import { lazy } from '../../lib/lazy-with-words';

// What the app's frame and the dashboards use of this feature (its paths, the parts a dashboard
// shows), apart from index.ts: the first screen carries these, not the loaders of every screen.

/** The dashboards' homework parts: a learner's, a parent's active child's, and a teacher's overview. */
export const StudentHomework = lazy(() =>
  import('./components/homework-due-soon.component').then((m) => ({ default: m.StudentHomework })),
);
export const ChildHomework = lazy(() =>
  import('./components/homework-due-soon.component').then((m) => ({ default: m.ChildHomework })),
);
export const StaffHomeworkOverview = lazy(() =>
  import('./components/staff-homework-overview.component').then((m) => ({ default: m.StaffHomeworkOverview })),
);
export { LearnListPath } from './utils/learnlist-path';
export type { HomeworkStatesScope, HomeworkStatesSlot } from './components/work-slots';
