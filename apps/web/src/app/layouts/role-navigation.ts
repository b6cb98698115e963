import { isLearner, isParent, isSchoolAdmin, isStaff, roleDashboardPath, RoutePath } from '@esc/domain';
import { AssessmentPath } from '../../features/assessments/first-screen';
import { ATTENDANCE_PATH } from '../../features/attendance/first-screen';
import { CalendarPath } from '../../features/calendars/first-screen';
import { ASK_A_DOUBT_PATH } from '../../features/doubts/first-screen';
import { LINK_REQUESTS_PATH } from '../../features/identity';
import { LearnListPath } from '../../features/learnlists/first-screen';
import {
  LIVE_CLASS_PATH,
  MY_SCHEDULE_PATH,
  VIEW_ALL_RECORDED_LECTURE_PATH,
} from '../../features/live-classes/first-screen';
import { NOTICES_PATH } from '../../features/notices/first-screen';
import { SCHOOL_ACCESS_LOG_PATH } from '../../features/profile/first-screen';
import { StudyPaths, SyllabusPath } from '../../features/syllabus/first-screen';
import { KEPT_PAGE_PATH } from '../../lib/kept/kept-paths';

export type NavItemKey =
  | 'dashboard'
  | 'homework'
  | 'learnLists'
  | 'tests'
  | 'practice'
  | 'notices'
  | 'doubts'
  | 'liveClasses'
  | 'recordedLectures'
  | 'attendance'
  | 'classRecaps'
  | 'batches'
  | 'courses'
  | 'whoLooked'
  | 'chooseProfile'
  | 'myAccounts'
  | 'calendar'
  | 'subjects'
  | 'study'
  | 'institute'
  | 'browse'
  | 'bookmarks'
  | 'keptOffline'
  | 'profile'
  | 'linkRequests'
  | 'myPackages'
  | 'schoolLicences'
  | 'customerCare';

export interface NavItem {
  key: NavItemKey;
  to: string;
}

/** Where a guest starts and goes back to: the board list (spec 000 §6). */
export const GUEST_HOME = SyllabusPath.browse;

/** A guest browses the syllabus only. */
export const guestNavigation: readonly NavItem[] = [{ key: 'browse', to: GUEST_HOME }];

/** The navigation of each role's shell: learners and parents hold packages and subjects, staff do not. */
export function roleNavigation(userTypeId: number, role: string | null): NavItem[] {
  const items: NavItem[] = [{ key: 'dashboard', to: roleDashboardPath({ userTypeId, role }) }];
  const learnerOrParent = isLearner(userTypeId) || isParent(userTypeId);
  // Homework: learners and parents do it; staff and parents make learn-lists.
  if (learnerOrParent) items.push({ key: 'homework', to: LearnListPath.homework });
  if (!isLearner(userTypeId)) items.push({ key: 'learnLists', to: LearnListPath.myLists });
  // Tests and assignments: learners take them, parents read the active child's.
  if (learnerOrParent) items.push({ key: 'tests', to: AssessmentPath.myAssignment });
  // Practice outside papers: the learner's checks, a parent's view of the active child's.
  if (learnerOrParent) items.push({ key: 'practice', to: '/question-dashboard' });
  // Notices: everyone signed in reads their board; staff also write notices there.
  items.push({ key: 'notices', to: NOTICES_PATH });
  // Doubts: learners ask and read answers, parents read the active child's, staff answer their queue.
  items.push({ key: 'doubts', to: ASK_A_DOUBT_PATH });
  // Live classes: learners and parents their schedule; staff schedule and start classes.
  items.push({ key: 'liveClasses', to: learnerOrParent ? MY_SCHEDULE_PATH : LIVE_CLASS_PATH });
  // Recordings of their classes: learners watch them, parents the active child's.
  if (learnerOrParent) items.push({ key: 'recordedLectures', to: VIEW_ALL_RECORDED_LECTURE_PATH });
  // Attendance: staff take registers; learners their month, parents the active child's.
  items.push({ key: 'attendance', to: ATTENDANCE_PATH });
  // Class recaps: staff publish what they taught; learners find recaps under their classes.
  if (isStaff(userTypeId)) items.push({ key: 'classRecaps', to: LearnListPath.classRecaps });
  // Batches: the school admin's sections, their learners and validity, and the roster import.
  if (isSchoolAdmin(userTypeId, role)) items.push({ key: 'batches', to: '/batch-master' });
  // Courses: the school admin's subjects offered per class and who teaches them.
  if (isSchoolAdmin(userTypeId, role)) items.push({ key: 'courses', to: '/course-master' });
  // Who looked: the school admin's log of staff reads of children's records (a parent's is in the profile).
  if (isSchoolAdmin(userTypeId, role)) items.push({ key: 'whoLooked', to: SCHOOL_ACCESS_LOG_PATH });
  // The institute calendar (001 §2): a month of the learner's (a parent: the active child's) classes, homework and tests.
  if (learnerOrParent) items.push({ key: 'calendar', to: CalendarPath.institute });
  if (learnerOrParent) items.push({ key: 'subjects', to: SyllabusPath.studentSubjects });
  // Study (002 §2.4): learn, practice and practice tests by subject; a parent's is the active child's.
  if (learnerOrParent) items.push({ key: 'study', to: StudyPaths.study });
  // The learner's institutes and batches, and which one is active.
  if (isLearner(userTypeId)) items.push({ key: 'institute', to: '/student-institute' });
  items.push({ key: 'browse', to: SyllabusPath.browse });
  if (isLearner(userTypeId)) items.push({ key: 'bookmarks', to: '/my-bookmarks' });
  items.push({ key: 'profile', to: RoutePath.Profile });
  // What is kept on this device for offline use: learners keep, parents for the active child.
  if (learnerOrParent) items.push({ key: 'keptOffline', to: KEPT_PAGE_PATH });
  // A family's shared phone: learners and parents switch whose profile they use; everyone sees this device's accounts.
  if (learnerOrParent) items.push({ key: 'chooseProfile', to: '/choose-profile' });
  items.push({ key: 'myAccounts', to: '/my-accounts' });
  // A school may ask to link a parent to a child; the parent confirms there.
  if (isParent(userTypeId)) items.push({ key: 'linkRequests', to: LINK_REQUESTS_PATH });
  if (learnerOrParent) items.push({ key: 'myPackages', to: RoutePath.MyPackage });
  // The school admin's licences and seats live at /mypackage too, where learners find their packages.
  if (isSchoolAdmin(userTypeId, role)) items.push({ key: 'schoolLicences', to: RoutePath.MyPackage });
  items.push({ key: 'customerCare', to: RoutePath.CustomerCareContact });
  return items;
}
