import { lazy } from '../../lib/lazy-with-words';

// What the app's frame and the dashboards use of this feature (its paths, the parts a dashboard
// shows), apart from index.ts: the first screen carries these, not the loaders of every screen.

/** Subject tiles of a class, for the dashboards (composed by app/routes.tsx, loaded on demand). */
export const ClassSubjects = lazy(() =>
  import('./components/class-subjects.component').then((m) => ({ default: m.ClassSubjects })),
);
export { SyllabusPath } from './utils/syllabus-paths';
export { StudyPaths } from './utils/study-paths';
