/** user_type_id values as DOMAIN.md's role table reads them. */
export const UserType = {
  /** A guest session: browses what guests may (spec 000 §6). */
  Guest: 0,
  Student: 1,
  Parent: 2,
  Teacher: 3,
  InstituteUser: 4,
  SchoolAdminOrInstituteTeacher: 5,
  GuidedA: 10,
  GuidedB: 11,
  GuidedC: 12,
} as const;

export const SCHOOL_ADMIN_ROLE = 'SCHOOL_ADMIN';

/** Staff roles that see every subject of a class (spec 001 §5). */
export const ALL_SUBJECT_STAFF_ROLES = ['bde', 'coordinator'] as const;

const GUIDED_USER_TYPES: readonly number[] = [UserType.GuidedA, UserType.GuidedB, UserType.GuidedC];

export function isGuidedUserType(userTypeId: number): boolean {
  return GUIDED_USER_TYPES.includes(userTypeId);
}

/** Students and guided learners: the people who learn for themselves. */
export function isLearner(userTypeId: number): boolean {
  return userTypeId === UserType.Student || isGuidedUserType(userTypeId);
}

export function isParent(userTypeId: number): boolean {
  return userTypeId === UserType.Parent;
}

/** Everyone signed in who is neither a learner nor a parent works on the school's side (teacher, mentor, admin). */
export function isStaff(userTypeId: number): boolean {
  return userTypeId !== UserType.Guest && !isLearner(userTypeId) && !isParent(userTypeId);
}

export function isSchoolAdmin(userTypeId: number, role: string | null | undefined): boolean {
  return userTypeId === UserType.SchoolAdminOrInstituteTeacher && role === SCHOOL_ADMIN_ROLE;
}

/**
 * The userType sent on syllabus, content and group calls (spec 000 §6): 3 and 5 are teachers,
 * everyone else is a student.
 */
export function catalogueUserType(userTypeId: number): 'teacher' | 'student' {
  return userTypeId === UserType.Teacher || userTypeId === UserType.SchoolAdminOrInstituteTeacher
    ? 'teacher'
    : 'student';
}

/** institute_type of a type-5 user: 1 school, 2 coaching institute; missing means 2 (spec 002 §5.1). */
export function effectiveInstituteType(instituteType: number | null | undefined): number {
  return instituteType ?? 2;
}
