import type { AssessmentAuthoringStrings } from '../../features/assessment-authoring';
import type { AssessmentsStrings } from '../../features/assessments';
import type { AttendanceStrings } from '../../features/attendance';
import type { CalendarsStrings } from '../../features/calendars';
import type { CustomerCareStrings } from '../../features/customer-care';
import type { DoubtsStrings } from '../../features/doubts';
import type { IdentityStrings } from '../../features/identity';
import type {
  CourseMasterStrings,
  ErasureDecisionsStrings,
  InstitutesStrings,
  SchoolGrievancesStrings,
  SchoolNoticeStrings,
  SchoolExportsStrings,
  SchoolSettingsStrings,
} from '../../features/institutes';
import type { FeedbackStrings } from '../../features/feedback';
import type { HandinsStrings } from '../../features/handins';
import type {
  ClassRecapStrings,
  HomeworkItemsStrings,
  HomeworkSourcesStrings,
  HomeworkStrings,
  LearnListsStrings,
} from '../../features/learnlists';
import type { LiveClassesStrings, RecordingsStrings } from '../../features/live-classes';
import type { NoticesStrings } from '../../features/notices';
import type { NotificationsStrings } from '../../features/notifications';
import type { OperatorStrings } from '../../features/operator';
import type { PackagesStrings } from '../../features/packages';
import type { PlayerStrings } from '../../features/content-player';
import type {
  AccountErasureStrings,
  ChildConsentStrings,
  FamilyProfilesStrings,
  GrievancesStrings,
  ProfileStrings,
  YourDataStrings,
} from '../../features/profile';
import type { AccessLogStrings } from '../../features/profile';
import type { StudyStrings, SyllabusStrings } from '../../features/syllabus';
import type { DeepLinkStrings } from '../routes/deep-link.strings';
import type { AccessStrings } from '../../components/access-gate/access.strings';
import type { BookmarkStrings } from '../../components/bookmark/bookmark.strings';
import type { KeepOfflineStrings } from '../../components/keep-offline/keep-offline.strings';
import type { OfflineStorageStrings } from '../../features/offline-storage';
import type { MediaVideoStrings } from '../../components/media-video/media-video.strings';
import type { PdfViewerStrings } from '../../components/pdf-viewer/pdf-viewer.strings';
import type { AccountFieldsStrings } from '../../components/account-fields/account-fields.strings';
import type { AccountsStrings } from '../../components/account-fields/accounts.strings';
import type { QuestionStrings } from '../../components/question/question.strings';
import type { PracticeQuestionStrings } from '../../components/practice-question/practice-question.strings';
import type { PendingChangesStrings } from '../../components/pending-changes/pending-changes.strings';
import type { OfflineAppStrings } from '../../components/offline-app';
import type { LanguagePickerStrings } from '../../components/language-picker/language-picker.strings';
import type { ConsentStrings } from '../../features/consent';

/**
 * English words of the app's frame (shell, navigation, session, the dashboards, error screens) and
 * of the content kinds. Each feature keeps its own screens' words beside its code
 * (features/<feature>/<feature>.strings.ts), registered when its code loads, so the first screen
 * does not carry every screen's words. Each language's translation is frame.<code>.strings.ts, of the
 * same shape (FrameStrings), loaded for the language in use only (i18n.ts).
 */
export const en = {
  app: {
    name: 'ESC+',
    pageTitle: '{{page}} · ESC+',
    skipToContent: 'Skip to main content',
  },
  common: {
    closeToast: 'Close notification',
    closeDialog: 'Close',
    retry: 'Try again',
    loading: 'Loading…',
    notSet: 'Not set',
  },
  nav: {
    label: 'Main navigation',
    open: 'Open navigation',
    close: 'Close navigation',
    dashboard: 'Dashboard',
    tests: 'Tests',
    practice: 'My practice',
    profile: 'Profile',
    myPackages: 'My packages',
    schoolLicences: 'School licences',
    customerCare: 'Customer care',
    batches: 'Batches',
    courses: 'Courses',
    whoLooked: 'Who looked',
    chooseProfile: 'Switch profile',
    myAccounts: 'Accounts on this device',
    backToDashboard: 'Back to dashboard',
    backToBrowse: 'Back to boards',
    subjects: 'My subjects',
    study: 'Study',
    institute: 'My institutes',
    browse: 'Browse the syllabus',
    bookmarks: 'My bookmarks',
    keptOffline: 'Kept for offline',
    homework: 'Homework',
    learnLists: 'Learn-lists',
    notices: 'Notices',
    doubts: 'Doubts',
    liveClasses: 'Live classes',
    recordedLectures: 'Recorded lectures',
    attendance: 'Attendance',
    classRecaps: 'Class recaps',
    calendar: 'Calendar',
    guestLabel: 'Browsing as a guest',
    linkRequests: 'Link requests',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
  },
  session: {
    ended: 'Your session has ended. Please sign in again.',
    signedOut: 'You have signed out.',
  },
  guest: {
    signInTitle: 'Sign in to continue',
    signInText:
      'Guests can browse the syllabus. Sign in to open lessons, practise, take tests and keep bookmarks; we will bring you back here.',
    signIn: 'Sign in',
  },
  dashboard: {
    manageBatches: 'Batches and roster import',
    assessments: 'Assessments: papers, marking and analysis',
    studentTitle: 'Student dashboard',
    parentTitle: 'Parent dashboard',
    assessmentTitle: 'Assessment dashboard',
    adminTitle: 'Admin dashboard',
    welcome: 'Welcome, {{name}}',
    school: 'School',
    board: 'Board',
    class: 'Class',
    section: 'Section',
    noSchool: 'No school linked',
    noSection: 'No section yet',
    yourSchool: 'Your school and class',
    continueLearning: 'Continue learning',
    continueEmptyTitle: 'Nothing to continue yet',
    continueEmptyText: 'Start a lesson and it will show up here.',
    continueLoadError: 'We could not load what you were learning.',
    continueResume: 'Resume at {{time}}',
    continueDone: 'Completed',
    continueProgress: '{{percent}}% done',
    continueOpen: 'Continue {{title}}',
    untitled: 'Untitled lesson',
    subjectsTitle: 'Your subjects',
    childSubjectsTitle: 'Subjects of {{name}}',
    noClassTitle: 'No class yet',
    noClassText: 'Once you are placed in a class, its subjects show up here.',
    activeChild: 'Active child',
    activeChildHint: 'You see and act for this child.',
    noChildrenTitle: 'No children linked yet',
    noChildrenText: 'When a child is linked to your account, you can follow their learning here.',
    childDetails: 'About {{name}}',
    sectionsTaught: 'Sections you teach',
    sectionsAdministered: 'Sections of your school',
    sectionsCaption: 'Board, class and section of each batch',
    noSectionsTitle: 'No sections yet',
    noSectionsText: 'Sections assigned to you will be listed here.',
    loadError: 'We could not load your dashboard.',
    childLoadError: 'We could not load this child’s details.',
  },
  content: {
    duration: { hoursMinutes: '{{h}} h {{m}} min', minutes: '{{m}} min', seconds: '{{s}} s' },
    kind: {
      video: 'Video',
      interactive: 'Interactive lesson',
      pdf: 'PDF',
      html: 'Activity',
      game: 'Game',
      study_notes: 'Study notes',
      practice_test: 'Practice test',
      h5p: 'Interactive activity',
      scorm: 'E-learning lesson',
      question: 'Question',
      paper: 'Paper',
      recorded_lecture: 'Recorded lecture',
      other: 'Content',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
    dashboard: 'Back to my dashboard',
    back: 'Go back',
  },
  appError: {
    title: 'Something went wrong',
    text: 'This screen could not be shown. Try again; if it keeps happening, go back to your dashboard.',
    chunkTitle: 'This screen could not be loaded',
    chunkText: 'The app may have been updated, or the connection dropped. Try again to load the latest version.',
    offlineText: 'You seem to be offline. This screen will load again once you are back online.',
    retry: 'Try again',
    dashboard: 'Back to my dashboard',
    partTitle: 'This part could not be loaded',
    partText: 'The connection dropped or the app was updated. Try again to load it.',
  },
  errors: {
    network: 'We could not reach ESC+. Check your internet connection and try again.',
    timeout: 'ESC+ took too long to answer. Please try again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
    rateLimited: 'Too many requests. Wait a minute, then try again.',
    forbidden: 'You do not have access to this.',
    notFound: 'We could not find what you asked for.',
    unexpected: 'Something went wrong. Please try again.',
  },
};

/** The frame's own words, the shape of its translations (frame.<language>.strings.ts). */
export type FrameStrings = typeof en;

/** Every word of the app, as i18next's keys are typed (i18next.d.ts): the frame's and each part's. */
export type Resources = typeof en &
  AccountsStrings &
  AccessStrings &
  AssessmentAuthoringStrings &
  BookmarkStrings &
  KeepOfflineStrings &
  OfflineStorageStrings &
  MediaVideoStrings &
  PdfViewerStrings &
  AccountFieldsStrings &
  QuestionStrings &
  PracticeQuestionStrings &
  OfflineAppStrings &
  AssessmentsStrings &
  AttendanceStrings &
  CalendarsStrings &
  CustomerCareStrings &
  DoubtsStrings &
  FeedbackStrings &
  HandinsStrings &
  IdentityStrings &
  InstitutesStrings &
  CourseMasterStrings &
  SchoolSettingsStrings &
  ErasureDecisionsStrings &
  SchoolGrievancesStrings &
  HomeworkStrings &
  LearnListsStrings &
  ClassRecapStrings &
  HomeworkItemsStrings &
  HomeworkSourcesStrings &
  LiveClassesStrings &
  RecordingsStrings &
  NoticesStrings &
  NotificationsStrings &
  OperatorStrings &
  PackagesStrings &
  PlayerStrings &
  ProfileStrings &
  FamilyProfilesStrings &
  YourDataStrings &
  AccessLogStrings &
  AccountErasureStrings &
  GrievancesStrings &
  SyllabusStrings &
  StudyStrings &
  DeepLinkStrings &
  PendingChangesStrings &
  LanguagePickerStrings &
  ConsentStrings &
  ChildConsentStrings &
  SchoolNoticeStrings &
  SchoolExportsStrings;

export default en;
