import { lazy } from '../../lib/lazy-with-words';

export const ProfileRoute = lazy(() => import('./routes/profile.route').then((m) => ({ default: m.ProfileRoute })));
export type { ProfileStrings } from './profile.strings';
export const MyAccountsRoute = lazy(() =>
  import('./routes/my-accounts.route').then((m) => ({ default: m.MyAccountsRoute })),
);
export const ChooseProfileRoute = lazy(() =>
  import('./routes/choose-profile.route').then((m) => ({ default: m.ChooseProfileRoute })),
);
export const ManageProfileRoute = lazy(() =>
  import('./routes/manage-profile.route').then((m) => ({ default: m.ManageProfileRoute })),
);
export const SchoolAccessLogRoute = lazy(() =>
  import('./routes/school-access-log.route').then((m) => ({ default: m.SchoolAccessLogRoute })),
);
export { SCHOOL_ACCESS_LOG_PATH } from './first-screen';
export type { FamilyProfilesStrings } from './family-profiles.strings';
export type { YourDataStrings } from './your-data.strings';
export type { AccessLogStrings } from './access-log.strings';
export type { AccountErasureStrings } from './account-erasure.strings';
export type { GrievancesStrings } from './grievances.strings';
export type { ChildConsentStrings } from './child-consent.strings';
