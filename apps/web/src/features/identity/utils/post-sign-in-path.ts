import type { Profile } from '@esc/contracts';
import { landingPath, RoutePath } from '@esc/domain';
import { SIGN_IN_PATH } from '../../../lib/sign-in-redirect';

const DASHBOARDS: readonly string[] = [
  RoutePath.ParentDashboard,
  RoutePath.StudentDashboard,
  RoutePath.FacultyAssessmentDashboard,
  RoutePath.FacultyAdminDashboard,
];

/**
 * Where a person goes after signing in: back to the screen that sent them to sign in, except
 * that dashboards and the start page defer to the landing rule (spec 002 §2.1), which also
 * keeps /package for learners who came from there.
 */
export function postSignInPath(
  profile: Pick<Profile, 'user_type_id' | 'role' | 'school'>,
  from: string | null,
): string {
  const fromPath = from?.split(/[?#]/)[0] ?? null;
  const landing = landingPath({
    userTypeId: profile.user_type_id,
    role: profile.role,
    schoolId: profile.school?.school_id ?? null,
    currentPath: fromPath,
  });
  if (!from || !fromPath || fromPath === '/' || fromPath === SIGN_IN_PATH || DASHBOARDS.includes(fromPath)) {
    return landing;
  }
  return from;
}
