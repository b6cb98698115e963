import { legacyPaths, RoutePath } from '@esc/domain';
import type { RouteObject } from 'react-router';
import { CustomerCareContactRoute } from '../features/customer-care';
import {
  FacultyAdminDashboardRoute,
  FacultyAssessmentDashboardRoute,
  ParentDashboardRoute,
  StudentDashboardRoute,
} from '../features/dashboards';
import { SignInRoute } from '../features/identity';
import { MyPackageRoute, PackageRoute } from '../features/packages';
import { ProfileRoute } from '../features/profile';
import { SIGN_IN_PATH } from '../lib/sign-in-redirect';
import { RequireSession } from './guards/require-session.guard';
import { RoleDashboardGuard } from './guards/role-dashboard.guard';
import { AppShellLayout } from './layouts/app-shell.layout';
import { PublicLayout } from './layouts/public.layout';
import { HomeRedirectRoute } from './routes/home-redirect.route';
import { LegacyRedirectRoute } from './routes/legacy-redirect.route';
import { NotFoundRoute } from './routes/not-found.route';

/** The route table: public screens, old paths, and the signed-in shell. */
export const routes: RouteObject[] = [
  ...legacyPaths.map((path) => ({ path, element: <LegacyRedirectRoute /> })),
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppShellLayout />,
        children: [
          { index: true, element: <HomeRedirectRoute /> },
          {
            path: RoutePath.StudentDashboard,
            element: (
              <RoleDashboardGuard path={RoutePath.StudentDashboard}>
                <StudentDashboardRoute />
              </RoleDashboardGuard>
            ),
          },
          {
            path: RoutePath.ParentDashboard,
            element: (
              <RoleDashboardGuard path={RoutePath.ParentDashboard}>
                <ParentDashboardRoute />
              </RoleDashboardGuard>
            ),
          },
          {
            path: RoutePath.FacultyAssessmentDashboard,
            element: (
              <RoleDashboardGuard path={RoutePath.FacultyAssessmentDashboard}>
                <FacultyAssessmentDashboardRoute />
              </RoleDashboardGuard>
            ),
          },
          {
            path: RoutePath.FacultyAdminDashboard,
            element: (
              <RoleDashboardGuard path={RoutePath.FacultyAdminDashboard}>
                <FacultyAdminDashboardRoute />
              </RoleDashboardGuard>
            ),
          },
          { path: RoutePath.Profile, element: <ProfileRoute /> },
          { path: RoutePath.MyPackage, element: <MyPackageRoute /> },
          { path: RoutePath.Package, element: <PackageRoute /> },
          { path: RoutePath.CustomerCareContact, element: <CustomerCareContactRoute /> },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: SIGN_IN_PATH, element: <SignInRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
