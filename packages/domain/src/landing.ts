import { isLearner, isParent, isSchoolAdmin, UserType } from './user-types.js';

export const RoutePath = {
  ParentDashboard: '/parent-dashboard',
  StudentDashboard: '/student-dashboard',
  FacultyAssessmentDashboard: '/faculty-assessment-dashboard',
  FacultyAdminDashboard: '/faculty-admin-dashboard',
  CustomerCareContact: '/customer-care-contact',
  Package: '/package',
  MyPackage: '/mypackage',
  Profile: '/profile',
} as const;

export type RoleDashboardPath =
  | typeof RoutePath.ParentDashboard
  | typeof RoutePath.StudentDashboard
  | typeof RoutePath.FacultyAssessmentDashboard
  | typeof RoutePath.FacultyAdminDashboard;

export interface LandingInput {
  userTypeId: number;
  role?: string | null;
  schoolId?: number | null;
  /** Path the person is on when the landing is decided (the /package rule). */
  currentPath?: string | null;
}

/** The role dashboard: where back navigation goes (spec 002 §2.1). */
export function roleDashboardPath(input: Pick<LandingInput, 'userTypeId' | 'role'>): RoleDashboardPath {
  if (isParent(input.userTypeId)) return RoutePath.ParentDashboard;
  if (isLearner(input.userTypeId)) return RoutePath.StudentDashboard;
  if (isSchoolAdmin(input.userTypeId, input.role)) return RoutePath.FacultyAdminDashboard;
  return RoutePath.FacultyAssessmentDashboard;
}

/** Post-login landing (spec 002 §2.1, spec 001 §4, DOMAIN.md role table). */
export function landingPath(input: LandingInput): string {
  const { userTypeId, role, schoolId, currentPath } = input;
  if (isParent(userTypeId)) return RoutePath.ParentDashboard;
  if (userTypeId === UserType.SchoolAdminOrInstituteTeacher) {
    if (isSchoolAdmin(userTypeId, role)) return RoutePath.FacultyAdminDashboard;
    return schoolId == null ? RoutePath.CustomerCareContact : RoutePath.FacultyAssessmentDashboard;
  }
  if (isLearner(userTypeId)) {
    return currentPath === RoutePath.Package ? RoutePath.Package : RoutePath.StudentDashboard;
  }
  // Teachers (3), institute-side users (4) and any other type are teachers or mentors.
  return RoutePath.FacultyAssessmentDashboard;
}
