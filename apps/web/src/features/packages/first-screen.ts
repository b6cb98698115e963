import { lazy } from '../../lib/lazy-with-words';

// What the app's frame and the dashboards use of this feature (its paths, the parts a dashboard
// shows), apart from index.ts: the first screen carries these, not the loaders of every screen.

/** The school admin's licences card, for the admin dashboard's slot (routes.tsx). */
export const SchoolLicencesSummary = lazy(() =>
  import('./components/school-licences.component').then((m) => ({ default: m.SchoolLicencesSummary })),
);
