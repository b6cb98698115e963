import { lazy } from '../../lib/lazy-with-words';

export const MyPackageRoute = lazy(() =>
  import('./routes/my-package.route').then((m) => ({ default: m.MyPackageRoute })),
);
export const PackageRoute = lazy(() => import('./routes/package.route').then((m) => ({ default: m.PackageRoute })));
export const SubscriptionRoute = lazy(() =>
  import('./routes/subscription.route').then((m) => ({ default: m.SubscriptionRoute })),
);
export type { PackagesStrings } from './packages.strings';
export * from './first-screen';
