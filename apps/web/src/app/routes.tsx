import { legacyPaths, RoutePath } from '@esc/domain';
import { Suspense } from 'react';
import { lazy } from '../lib/lazy-with-words';
import type { RouteObject } from 'react-router';
import { ChildPerformance } from '../features/assessments/first-screen';
import { AskDoubtLink } from '../features/doubts/first-screen';
import { AskDoubtContext, type AskDoubtSlot } from '../components/ask-doubt/ask-doubt.context';
import {
  FacultyAdminDashboardRoute,
  FacultyAssessmentDashboardRoute,
  ParentDashboardRoute,
  StudentDashboardRoute,
  type HomeworkSlot,
  type StaffHomeworkSlot,
  type ChildPerformanceSlot,
  type SubjectsSlot,
  type NoticesSlot,
  type StaffCountsSlot,
  type LicencesSlot,
} from '../features/dashboards';
import {
  ACCEPT_INVITATION_PATH,
  AcceptInvitationRoute,
  FORGOT_PASSWORD_PATH,
  ForgotPasswordRoute,
  SignInRoute,
  SignUpRoute,
  VerifyOtpRoute,
} from '../features/identity';
import { HomeworkWorkStates } from '../features/handins/first-screen';
import {
  ChildHomework,
  StaffHomeworkOverview,
  StudentHomework,
  type HomeworkStatesSlot,
} from '../features/learnlists/first-screen';
import { TeacherCounts } from '../features/live-classes/first-screen';
import { TopNotices } from '../features/notices/first-screen';
import { ClassSubjects, SyllabusPath } from '../features/syllabus/first-screen';
import { ConsentGate } from '../features/consent/first-screen';
import { SchoolLicencesSummary } from '../features/packages/first-screen';
import { SIGN_IN_PATH } from '../lib/sign-in-redirect';
import { RequireSession } from './guards/require-session.guard';
import { RoleDashboardGuard } from './guards/role-dashboard.guard';
import { AppShellLayout } from './layouts/app-shell.layout';

// The screens before sign-in (and their language picker) are not the signed-in first screen's code.
const PublicLayout = lazy(() => import('./layouts/public.layout').then((m) => ({ default: m.PublicLayout })));
import { HomeRedirectRoute } from './routes/home-redirect.route';
import { LegacyRedirectRoute } from './routes/legacy-redirect.route';

/**
 * Every screen but the dashboards and the public ones: one chunk, fetched as soon as the first screen
 * is up (preloadScreens), so the first screen does not wait for the table of all the others.
 */
export const preloadScreens = () => import('./screen-routes');
const AppScreens = lazy(() => preloadScreens().then((m) => ({ default: m.AppScreens })));

/** The dashboards show the syllabus feature's subject tiles without importing it (features stay apart). */
const renderSubjects: SubjectsSlot = (scope) => <ClassSubjects {...scope} />;

/** The dashboards show the learn-lists feature's homework without importing it. */
/** Homework cards show the hand-ins feature's states of their tasks (loaded apart: nothing while it loads). */
const renderHandinStates: HomeworkStatesSlot = (scope) => (
  <Suspense fallback={null}>
    <HomeworkWorkStates {...scope} />
  </Suspense>
);
const renderHomework: HomeworkSlot = (learner) => <StudentHomework {...learner} renderStates={renderHandinStates} />;
const renderChildHomework: HomeworkSlot = (child) => <ChildHomework {...child} renderStates={renderHandinStates} />;
const renderStaffHomework: StaffHomeworkSlot = () => <StaffHomeworkOverview />;
/** The parent dashboard shows the assessments feature's results of the active child. */
const renderChildPerformance: ChildPerformanceSlot = (child) => <ChildPerformance {...child} />;

/** The dashboards show the notices feature's latest three without importing it. */
const renderNotices: NoticesSlot = ({ childUuid }) => <TopNotices childUuid={childUuid} />;

/** The teacher dashboard shows the live classes feature's library and attendee counts. */
const renderTeachingCounts: StaffCountsSlot = () => <TeacherCounts />;
/** The admin dashboard shows the packages feature's licences of the school without importing it. */
const renderLicences: LicencesSlot = () => <SchoolLicencesSummary />;

/** The player, a chapter and a report's questions offer the doubts feature's "Ask a doubt" without importing it. */
const renderAskDoubt: AskDoubtSlot = (target) => (
  <Suspense fallback={null}>
    <AskDoubtLink target={target} />
  </Suspense>
);

/**
 * The route table: public screens, old paths, and the shell. Inside the shell, guests (spec 000
 * §6) may browse the syllabus; screens that need more ask them to sign in (card) or send them to
 * sign-in; the dashboards are for people who signed in.
 */
export const routes: RouteObject[] = [
  ...legacyPaths.map((path) => ({ path, element: <LegacyRedirectRoute /> })),
  {
    element: <RequireSession guests="allow" />,
    children: [
      {
        element: (
          <AskDoubtContext value={renderAskDoubt}>
            <AppShellLayout />
          </AskDoubtContext>
        ),
        children: [
          // "/" opens the landing screen; a guest's is the board list.
          { index: true, element: <HomeRedirectRoute /> },
          {
            element: <RequireSession guests="sign-in" />,
            children: [
              {
                path: RoutePath.StudentDashboard,
                element: (
                  <RoleDashboardGuard path={RoutePath.StudentDashboard}>
                    <ConsentGate browsePath={SyllabusPath.browse}>
                      <StudentDashboardRoute
                        renderSubjects={renderSubjects}
                        renderHomework={renderHomework}
                        renderNotices={renderNotices}
                      />
                    </ConsentGate>
                  </RoleDashboardGuard>
                ),
              },
              {
                path: RoutePath.ParentDashboard,
                element: (
                  <RoleDashboardGuard path={RoutePath.ParentDashboard}>
                    <ParentDashboardRoute
                      renderSubjects={renderSubjects}
                      renderChildHomework={renderChildHomework}
                      renderChildPerformance={renderChildPerformance}
                      renderNotices={renderNotices}
                    />
                  </RoleDashboardGuard>
                ),
              },
              {
                path: RoutePath.FacultyAssessmentDashboard,
                element: (
                  <RoleDashboardGuard path={RoutePath.FacultyAssessmentDashboard}>
                    <FacultyAssessmentDashboardRoute
                      renderHomework={renderStaffHomework}
                      renderCounts={renderTeachingCounts}
                    />
                  </RoleDashboardGuard>
                ),
              },
              {
                path: RoutePath.FacultyAdminDashboard,
                element: (
                  <RoleDashboardGuard path={RoutePath.FacultyAdminDashboard}>
                    <FacultyAdminDashboardRoute renderHomework={renderStaffHomework} renderLicences={renderLicences} />
                  </RoleDashboardGuard>
                ),
              },
            ],
          },
          // Every other screen of the shell, from a chunk loaded after the first screen (screen-routes.tsx).
          { path: '*', element: <AppScreens /> },
        ],
      },
    ],
  },
  {
    element: (
      <Suspense fallback={null}>
        <PublicLayout />
      </Suspense>
    ),
    children: [
      { path: SIGN_IN_PATH, element: <SignInRoute /> },
      { path: '/sign-up', element: <SignUpRoute /> },
      { path: '/verify-otp', element: <VerifyOtpRoute /> },
      { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordRoute /> },
      { path: ACCEPT_INVITATION_PATH, element: <AcceptInvitationRoute /> },
    ],
  },
];
