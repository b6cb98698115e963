import { isLearner, isParent, isSchoolAdmin, UserType } from '@esc/domain';

export type UserTypeLabelKey =
  | 'profile.userType.learner'
  | 'profile.userType.parent'
  | 'profile.userType.teacher'
  | 'profile.userType.schoolAdmin'
  | 'profile.userType.staff';

/** The account type in the people table's words (DOMAIN.md). */
export function userTypeLabelKey(userTypeId: number, role: string | null): UserTypeLabelKey {
  if (isLearner(userTypeId)) return 'profile.userType.learner';
  if (isParent(userTypeId)) return 'profile.userType.parent';
  if (isSchoolAdmin(userTypeId, role)) return 'profile.userType.schoolAdmin';
  if (userTypeId === UserType.Teacher || userTypeId === UserType.SchoolAdminOrInstituteTeacher) {
    return 'profile.userType.teacher';
  }
  return 'profile.userType.staff';
}
