import { lazy } from 'react';

export const MyPackageRoute = lazy(() =>
  import('./routes/my-package.route').then((m) => ({ default: m.MyPackageRoute })),
);
export const PackageRoute = lazy(() => import('./routes/package.route').then((m) => ({ default: m.PackageRoute })));
export const SubscriptionRoute = lazy(() =>
  import('./routes/subscription.route').then((m) => ({ default: m.SubscriptionRoute })),
);
/** The school admin's licences card, for the admin dashboard's slot (routes.tsx). */
export const SchoolLicencesSummary = lazy(() =>
  import('./components/school-licences.component').then((m) => ({ default: m.SchoolLicencesSummary })),
);
export type { PackagesStrings } from './packages.strings';
