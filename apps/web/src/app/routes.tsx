import { legacyPaths, RoutePath } from '@esc/domain';
import type { RouteObject } from 'react-router';
import { ContentPlayerRoute, PlayerTrailContext, type PlayerTrailSlot } from '../features/content-player';
import {
  AssessmentPath,
  AssignmentsRoute,
  ChildPerformance,
  PaperInstructionsRoute,
  PracticeMcqRoute,
  PracticeQuestionDetailsRoute,
  QuestionDashboardRoute,
  ReportsRoute,
  StartPracticeTestRoute,
  TestEngineByNameRoute,
  TestEngineRoute,
  ViewQuestionsRoute,
  WeeklyReportRoute,
} from '../features/assessments';
import { ATTENDANCE_PATH, AttendanceRoute, ChildAttendance } from '../features/attendance';
import { MyBookmarksRoute } from '../features/bookmarks';
import { HomeworkWork, ReportWork, TaskWorkSettings } from '../features/handins';
import { CalendarPath, InstituteCalendarRoute, LearningPathwayCalendarRoute } from '../features/calendars';
import { CustomerCareContactRoute } from '../features/customer-care';
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
} from '../features/dashboards';
import {
  ACCEPT_INVITATION_PATH,
  AcceptInvitationRoute,
  FORGOT_PASSWORD_PATH,
  ForgotPasswordRoute,
  LINK_REQUESTS_PATH,
  LinkRequestsRoute,
  SignInRoute,
  SignUpRoute,
  VerifyOtpRoute,
} from '../features/identity';
import {
  BatchMasterRoute,
  InstituteDetailParentRoute,
  type AttendanceSlot,
  ParentInstituteDashboardRoute,
  StudentInstituteDashboardRoute,
} from '../features/institutes';
import {
  ChildHomework,
  ClassRecapsRoute,
  HomeworkDetailRoute,
  HomeworkListRoute,
  LearnListManageRoute,
  LearnListPath,
  LearnListReportRoute,
  MyLearnListsRoute,
  StaffHomeworkOverview,
  StudentHomework,
  TeachRoute,
  type HomeworkWorkSlot,
  type ReportWorkSlot,
  type TaskWorkSlot,
} from '../features/learnlists';
import {
  AssessmentsOverviewRoute,
  AssignmentRoute,
  AssignPaperRoute,
  AuthoringPath,
  PaperBuilderRoute,
  PapersRoute,
  QuestionBankRoute,
} from '../features/assessment-authoring';
import {
  LECTURE_NOTE_PATH,
  LectureNoteRoute,
  LIVE_CLASS_PATH,
  LiveClassesRoute,
  MY_SCHEDULE_PATH,
  PLAY_LIVE_CLASS_PATH,
  RecordedLecturesRoute,
  RecordingPlayerRoute,
  TeacherCounts,
  VIDEO_PLAYER_PATH,
  VIEW_ALL_RECORDED_LECTURE_PATH,
} from '../features/live-classes';
import { NoticesRoute, NOTICES_PATH, TopNotices } from '../features/notices';
import { PushSettings } from '../features/notifications';
import { MyPackageRoute, PackageRoute, SubscriptionRoute } from '../features/packages';
import { ProfileRoute } from '../features/profile';
import {
  BrowseBoardsRoute,
  BrowseClassesRoute,
  BrowseClassSubjectsRoute,
  ChapterListRoute,
  ClassSubjects,
  GroupDetailRoute,
  StudentSubjectsRoute,
  StudySyllabusRoute,
  SyllabusPath,
  SyllabusTrail,
  TopicDetailRoute,
  TopicListRoute,
} from '../features/syllabus';
import { SIGN_IN_PATH } from '../lib/sign-in-redirect';
import { RequireSession } from './guards/require-session.guard';
import { RoleDashboardGuard } from './guards/role-dashboard.guard';
import { AppShellLayout } from './layouts/app-shell.layout';
import { PublicLayout } from './layouts/public.layout';
import { HomeRedirectRoute } from './routes/home-redirect.route';
import { LegacyRedirectRoute } from './routes/legacy-redirect.route';
import { NotFoundRoute } from './routes/not-found.route';

/** The dashboards show the syllabus feature's subject tiles without importing it (features stay apart). */
const renderSubjects: SubjectsSlot = (scope) => <ClassSubjects {...scope} />;
/** The player shows where its content sits with the syllabus feature's trail. */
const renderTrail: PlayerTrailSlot = (syllabusId, currentPage) => (
  <SyllabusTrail syllabusId={syllabusId} currentPage={currentPage} />
);

/** The dashboards show the learn-lists feature's homework without importing it. */
const renderHomework: HomeworkSlot = (learner) => <StudentHomework {...learner} />;
const renderChildHomework: HomeworkSlot = (child) => <ChildHomework {...child} />;
const renderStaffHomework: StaffHomeworkSlot = () => <StaffHomeworkOverview />;
/** A homework's work handed in (the hand-ins feature) on the learn-lists feature's screens. */
const renderHomeworkWork: HomeworkWorkSlot = (scope) => <HomeworkWork {...scope} />;
const renderReportWork: ReportWorkSlot = (scope) => <ReportWork {...scope} />;
const renderTaskWork: TaskWorkSlot = (scope) => <TaskWorkSettings {...scope} />;
/** The parent dashboard shows the assessments feature's results of the active child. */
const renderChildPerformance: ChildPerformanceSlot = (child) => <ChildPerformance {...child} />;

/** The dashboards show the notices feature's latest three without importing it. */
const renderNotices: NoticesSlot = ({ childUuid }) => <TopNotices childUuid={childUuid} />;

/** The teacher dashboard shows the live classes feature's library and attendee counts. */
const renderTeachingCounts: StaffCountsSlot = () => <TeacherCounts />;
/** The parent's institute page shows the attendance feature's month of the child without importing it. */
const renderChildAttendance: AttendanceSlot = ({ childUuid, schoolId }) => (
  <ChildAttendance childUuid={childUuid} schoolId={schoolId} />
);

/** The profile screen shows the notifications feature's push settings without importing it. */
const renderNotificationSettings = () => <PushSettings />;

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
        element: <AppShellLayout />,
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
                    <StudentDashboardRoute
                      renderSubjects={renderSubjects}
                      renderHomework={renderHomework}
                      renderNotices={renderNotices}
                    />
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
                    <FacultyAdminDashboardRoute renderHomework={renderStaffHomework} />
                  </RoleDashboardGuard>
                ),
              },
              {
                path: RoutePath.Profile,
                element: <ProfileRoute renderNotificationSettings={renderNotificationSettings} />,
              },
              { path: LINK_REQUESTS_PATH, element: <LinkRequestsRoute /> },
              { path: RoutePath.MyPackage, element: <MyPackageRoute /> },
              { path: RoutePath.Package, element: <PackageRoute /> },
              { path: '/subscription', element: <SubscriptionRoute /> },
              { path: '/student-institute-dashboard', element: <StudentInstituteDashboardRoute /> },
              { path: '/parent-institute-dashboard', element: <ParentInstituteDashboardRoute /> },
              {
                path: '/institute-detail-parent',
                element: <InstituteDetailParentRoute renderAttendance={renderChildAttendance} />,
              },
              { path: '/batch-master', element: <BatchMasterRoute /> },
              { path: RoutePath.CustomerCareContact, element: <CustomerCareContactRoute /> },
              { path: SyllabusPath.studentSubjects, element: <StudentSubjectsRoute /> },
              // Homework: learn-lists made, assigned, done and reported.
              { path: '/teach/:boardId/:subjectId/:subjectName', element: <TeachRoute /> },
              { path: LearnListPath.myLists, element: <MyLearnListsRoute /> },
              {
                path: `${LearnListPath.myLists}/:learnlistId`,
                element: <LearnListManageRoute renderTaskWork={renderTaskWork} />,
              },
              {
                path: '/learnlist-report/:learnlistId',
                element: <LearnListReportRoute renderWork={renderReportWork} />,
              },
              { path: LearnListPath.homework, element: <HomeworkListRoute /> },
              {
                path: '/learnlist-detail/:learnlistId',
                element: <HomeworkDetailRoute renderWork={renderHomeworkWork} />,
              },
              // Class recaps: built while teaching a live class, published for the class.
              { path: LearnListPath.classRecaps, element: <ClassRecapsRoute /> },
              {
                path: '/learn-list-homework-details/:assignId/:learnlistId/:mode/:schoolId/:sectionAssignId/:title/:userId/:classId/:boardId',
                element: <HomeworkDetailRoute renderWork={renderHomeworkWork} />,
              },
              // Assessments, the teacher's screens: assigned, marking, analysis, bank, papers.
              { path: AuthoringPath.patterns.assessments, element: <AssessmentsOverviewRoute /> },
              { path: AuthoringPath.patterns.assignment, element: <AssignmentRoute /> },
              { path: AuthoringPath.patterns.assign, element: <AssignPaperRoute /> },
              { path: AuthoringPath.patterns.bank, element: <QuestionBankRoute /> },
              { path: AuthoringPath.patterns.newPaper, element: <PaperBuilderRoute /> },
              { path: AuthoringPath.patterns.papers, element: <PapersRoute /> },
              // Assessments, the learner's and parent's side.
              { path: AssessmentPath.assignment, element: <AssignmentsRoute /> },
              { path: AssessmentPath.assignmentList, element: <AssignmentsRoute /> },
              { path: AssessmentPath.myAssignment, element: <AssignmentsRoute /> },
              { path: AssessmentPath.paperInstructions, element: <PaperInstructionsRoute /> },
              { path: AssessmentPath.testEngine, element: <TestEngineRoute /> },
              { path: AssessmentPath.reports, element: <ReportsRoute /> },
              { path: AssessmentPath.startPracticeTest, element: <StartPracticeTestRoute /> },
              { path: AssessmentPath.testEngineByName, element: <TestEngineByNameRoute /> },
              { path: AssessmentPath.weeklyReport, element: <WeeklyReportRoute /> },
              { path: AssessmentPath.viewQuestions, element: <ViewQuestionsRoute /> },
              // Practice outside a paper: a container's questions, one question, the dashboard.
              { path: AssessmentPath.mcqMain, element: <PracticeMcqRoute /> },
              { path: AssessmentPath.practiceQuestion, element: <PracticeQuestionDetailsRoute /> },
              { path: AssessmentPath.questionDashboard, element: <QuestionDashboardRoute /> },
              // Notices: every signed-in role's board; staff write and read receipts there.
              { path: NOTICES_PATH, element: <NoticesRoute /> },
              // Live classes: a learner's or parent's week and Join; staff schedule and start.
              { path: LIVE_CLASS_PATH, element: <LiveClassesRoute /> },
              { path: MY_SCHEDULE_PATH, element: <LiveClassesRoute /> },
              // Recordings of live classes: by subject, the player and the notes.
              { path: VIEW_ALL_RECORDED_LECTURE_PATH, element: <RecordedLecturesRoute /> },
              { path: PLAY_LIVE_CLASS_PATH, element: <RecordingPlayerRoute /> },
              { path: VIDEO_PLAYER_PATH, element: <RecordingPlayerRoute /> },
              { path: LECTURE_NOTE_PATH, element: <LectureNoteRoute /> },
              // Attendance: staff take registers; learners and parents read a month.
              { path: ATTENDANCE_PATH, element: <AttendanceRoute /> },
              // The calendars (001 §2): a month of a learner's days, and the learning pathway's day.
              { path: CalendarPath.institute, element: <InstituteCalendarRoute /> },
              { path: CalendarPath.pathway, element: <LearningPathwayCalendarRoute /> },
            ],
          },
          {
            element: <RequireSession guests="card" />,
            children: [
              {
                path: '/content-player/:contentId',
                element: (
                  <PlayerTrailContext value={renderTrail}>
                    <ContentPlayerRoute />
                  </PlayerTrailContext>
                ),
              },
              { path: '/my-bookmarks', element: <MyBookmarksRoute /> },
              {
                path: '/syllabus-group-detail/:syllabusId/:groupId/:languageId/:parentId/:categories',
                element: <GroupDetailRoute />,
              },
            ],
          },
          // Guest-allowed: the board list and the tree below it (spec 000 §1, §6).
          { path: SyllabusPath.browse, element: <BrowseBoardsRoute /> },
          { path: `${SyllabusPath.browse}/:boardId`, element: <BrowseClassesRoute /> },
          { path: `${SyllabusPath.browse}/:boardId/:classId`, element: <BrowseClassSubjectsRoute /> },
          { path: '/syllabus/:boardId/:subjectId/:subjectName', element: <ChapterListRoute /> },
          { path: '/student-syllabus/:chapterId', element: <TopicListRoute /> },
          { path: '/student-syllabus-detail/:chapterId/:topicId', element: <TopicDetailRoute /> },
          { path: '/study-syllabus/:subjectId', element: <StudySyllabusRoute /> },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: SIGN_IN_PATH, element: <SignInRoute /> },
      { path: '/sign-up', element: <SignUpRoute /> },
      { path: '/verify-otp', element: <VerifyOtpRoute /> },
      { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordRoute /> },
      { path: ACCEPT_INVITATION_PATH, element: <AcceptInvitationRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
