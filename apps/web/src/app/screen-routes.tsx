import { RoutePath } from '@esc/domain';
import { Suspense } from 'react';
import { lazy } from '../lib/lazy-with-words';
import { useRoutes, type RouteObject } from 'react-router';
import {
  ContentPlayerRoute,
  PlayerTrailContext,
  TemplatePlayRoute,
  type PlayerTrailSlot,
} from '../features/content-player';
import {
  AssessmentPath,
  AssignmentsRoute,
  PaperInstructionsRoute,
  PracticeMcqRoute,
  PracticeQuestionDetailsRoute,
  QuestionDashboardRoute,
  ReportsRoute,
  StartPracticeTestRoute,
  StudentSyllabusQuestionsRoute,
  TestEngineByNameRoute,
  TestEngineRoute,
  ViewQuestionsRoute,
  WeeklyReportRoute,
} from '../features/assessments';
import { ATTENDANCE_PATH, AttendanceRoute, ChildAttendance } from '../features/attendance';
import { MyBookmarksRoute } from '../features/bookmarks';
import { OfflineStorageRoute } from '../features/offline-storage';
import { KEPT_PAGE_PATH } from '../lib/kept/kept-paths';
import { HomeworkWork, HomeworkWorkStates, ReportWork, TaskWorkSettings } from '../features/handins';
import { CalendarPath, InstituteCalendarRoute, LearningPathwayCalendarRoute } from '../features/calendars';
import { CustomerCareContactRoute } from '../features/customer-care';
import { ASK_A_DOUBT_PATH, AskADoubtRoute } from '../features/doubts';
import { LINK_REQUESTS_PATH, LinkRequestsRoute } from '../features/identity';
import { PARENT_CONSENT_PATH, ParentConsentRoute } from '../features/consent';
import { SECURITY_EVENTS_PATH, SecurityEventsRoute } from '../features/operator';
import {
  BatchMasterRoute,
  CourseMasterRoute,
  InstituteDetailParentRoute,
  type AttendanceSlot,
  ParentInstituteDashboardRoute,
  StudentInstituteDashboardRoute,
} from '../features/institutes';
import {
  ClassRecapsRoute,
  HomeworkDetailRoute,
  HomeworkListRoute,
  LearnListManageRoute,
  LearnListPath,
  LearnListReportRoute,
  MyLearnListsRoute,
  TeachRoute,
  type HomeworkStatesSlot,
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
  QuestionImportRoute,
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
  VIDEO_PLAYER_PATH,
  VIEW_ALL_RECORDED_LECTURE_PATH,
} from '../features/live-classes';
import { NoticesRoute, NOTICES_PATH } from '../features/notices';
import { PushSettings } from '../features/notifications';
import { MyPackageRoute, PackageRoute, SubscriptionRoute } from '../features/packages';
import {
  ChooseProfileRoute,
  ManageProfileRoute,
  MyAccountsRoute,
  ProfileRoute,
  SCHOOL_ACCESS_LOG_PATH,
  SchoolAccessLogRoute,
} from '../features/profile';
import {
  BrowseBoardsRoute,
  BrowseClassesRoute,
  BrowseClassSubjectsRoute,
  ChapterListRoute,
  GroupDetailRoute,
  ExploreRoute,
  RelatedVideoRoute,
  StudentSubjectsRoute,
  StudyPaths,
  StudyRoute,
  StudySyllabusRoute,
  SubjectLevelServicesRoute,
  SyllabusLptRoute,
  SyllabusPath,
  SyllabusTrail,
  TopicDetailRoute,
  TopicListRoute,
} from '../features/syllabus';
import { RequireSession } from './guards/require-session.guard';
import { NotFoundRoute } from './routes/not-found.route';

/** Deep links (002 §2.4) load their rule and screen when one is opened. */
const DeepLinkRoute = lazy(() => import('./routes/deep-link.route').then((m) => ({ default: m.DeepLinkRoute })));

/** A homework's work handed in (the hand-ins feature) on the learn-lists feature's screens. */
const renderHomeworkWork: HomeworkWorkSlot = (scope) => <HomeworkWork {...scope} />;
const renderReportWork: ReportWorkSlot = (scope) => <ReportWork {...scope} />;
const renderTaskWork: TaskWorkSlot = (scope) => <TaskWorkSettings {...scope} />;
/** The homework list's cards show the hand-ins' states of their tasks (nothing while the part loads). */
const renderHandinStates: HomeworkStatesSlot = (scope) => (
  <Suspense fallback={null}>
    <HomeworkWorkStates {...scope} />
  </Suspense>
);

/** The player shows where its content sits with the syllabus feature's trail. */
const renderTrail: PlayerTrailSlot = (syllabusId, currentPage) => (
  <SyllabusTrail syllabusId={syllabusId} currentPage={currentPage} />
);

/** The parent's institute page shows the attendance feature's month of the child without importing it. */
const renderChildAttendance: AttendanceSlot = ({ childUuid, schoolId }) => (
  <ChildAttendance childUuid={childUuid} schoolId={schoolId} />
);

/** The profile screen shows the notifications feature's push settings without importing it. */
const renderNotificationSettings = () => <PushSettings />;

/**
 * Every screen of the shell but the role dashboards: loaded as one chunk after the first screen (see
 * routes.tsx), so the dashboard a person opens first does not carry the table of every other screen.
 * Below the shell's catch-all, paths are whole (the catch-all's base is /).
 */
const screenRoutes: RouteObject[] = [
  {
    element: <RequireSession guests="sign-in" />,
    children: [
      {
        path: RoutePath.Profile,
        element: <ProfileRoute renderNotificationSettings={renderNotificationSettings} />,
      },
      { path: LINK_REQUESTS_PATH, element: <LinkRequestsRoute /> },
      { path: PARENT_CONSENT_PATH, element: <ParentConsentRoute /> },
      { path: SECURITY_EVENTS_PATH, element: <SecurityEventsRoute /> },
      // A family's shared phone: this device's accounts, whose profile to use, managing profiles.
      { path: '/my-accounts', element: <MyAccountsRoute /> },
      { path: '/choose-profile', element: <ChooseProfileRoute /> },
      { path: '/manage-profile', element: <ManageProfileRoute /> },
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
      { path: '/course-master', element: <CourseMasterRoute /> },
      { path: SCHOOL_ACCESS_LOG_PATH, element: <SchoolAccessLogRoute /> },
      { path: RoutePath.CustomerCareContact, element: <CustomerCareContactRoute /> },
      { path: SyllabusPath.studentSubjects, element: <StudentSubjectsRoute /> },
      // Homework: learn-lists made, assigned, done and reported.
      { path: '/teach/:boardId/:subjectId/:subjectName', element: <TeachRoute /> },
      { path: LearnListPath.myLists, element: <MyLearnListsRoute /> },
      {
        path: `${LearnListPath.myLists}/:learnlistId`,
        element: <LearnListManageRoute renderTaskWork={renderTaskWork} />,
      },
      { path: '/learnlist-report/:learnlistId', element: <LearnListReportRoute renderWork={renderReportWork} /> },
      { path: LearnListPath.homework, element: <HomeworkListRoute renderStates={renderHandinStates} /> },
      { path: '/learnlist-detail/:learnlistId', element: <HomeworkDetailRoute renderWork={renderHomeworkWork} /> },
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
      { path: AuthoringPath.patterns.importQuestions, element: <QuestionImportRoute /> },
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
      // Doubts: learners ask and read answers, parents read the child's, teachers answer.
      { path: ASK_A_DOUBT_PATH, element: <AskADoubtRoute /> },
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
      // The learner's study (002 §2.2-2.4): the study tabs, a subject's services, a chapter's
      // learning path, videos, an interactive template, a node's practice questions.
      { path: StudyPaths.study, element: <StudyRoute /> },
      { path: StudyPaths.appLearn, element: <StudyRoute /> },
      { path: StudyPaths.subjectServices, element: <SubjectLevelServicesRoute /> },
      { path: StudyPaths.syllabusLpt, element: <SyllabusLptRoute /> },
      { path: StudyPaths.relatedVideo, element: <RelatedVideoRoute /> },
      { path: StudyPaths.explore, element: <ExploreRoute /> },
      { path: '/template-play', element: <TemplatePlayRoute /> },
      { path: StudyPaths.syllabusQuestions, element: <StudentSyllabusQuestionsRoute /> },
      { path: '/student-institute', element: <StudentInstituteDashboardRoute /> },
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
      { path: KEPT_PAGE_PATH, element: <OfflineStorageRoute /> },
      {
        path: '/syllabus-group-detail/:syllabusId/:groupId/:languageId/:parentId/:categories',
        element: <GroupDetailRoute />,
      },
    ],
  },
  // Deep links (002 §2.4): where a link opens, or why it cannot for this person (guests too).
  { path: '/sulink/*', element: <DeepLinkRoute /> },
  // Guest-allowed: the board list and the tree below it (spec 000 §1, §6).
  { path: SyllabusPath.browse, element: <BrowseBoardsRoute /> },
  { path: `${SyllabusPath.browse}/:boardId`, element: <BrowseClassesRoute /> },
  { path: `${SyllabusPath.browse}/:boardId/:classId`, element: <BrowseClassSubjectsRoute /> },
  { path: '/syllabus/:boardId/:subjectId/:subjectName', element: <ChapterListRoute /> },
  { path: '/student-syllabus/:chapterId', element: <TopicListRoute /> },
  { path: '/student-syllabus-detail/:chapterId/:topicId', element: <TopicDetailRoute /> },
  { path: '/study-syllabus/:subjectId', element: <StudySyllabusRoute /> },
  // An unknown path: inside the shell, keeping the navigation, the bell and sign-out.
  { path: '*', element: <NotFoundRoute /> },
];

/** The shell's screens other than the dashboards, matched below the shell's catch-all route. */
export function AppScreens() {
  return useRoutes(screenRoutes);
}
