import { effectiveInstituteType, UserType } from './user-types.js';

/** Registration check of an email or mobile number (spec 002 §5.1). */
export type SignupRole = 'student' | 'parent' | 'institute';

export interface RegisteredUser {
  userTypeId: number;
  instituteType?: number | null;
}

/**
 * entity_state of the registration check (spec 002 §3 "Registration check: ... entity_state"; §5.1 "If
 * entity_state is not 1, the value is allowed"): 1 the value is registered, 0 it is not. A fact read
 * from the accounts, not a state that moves.
 */
export const EntityState = { NotRegistered: 0, Registered: 1 } as const;
export type EntityState = (typeof EntityState)[keyof typeof EntityState];

export interface RegistrationCheckInput {
  /** entity_state: 1 when the value is registered. */
  entityState: number;
  /** Who holds the value, when it is registered. */
  existing: RegisteredUser | null;
  /** The signed-in person using the value, or null on a static (signed-out) page. */
  viewer: RegisteredUser | null;
  /** What a signed-out person is signing up as. */
  signupRole?: SignupRole;
}

export type RegistrationVerdict = { allowed: true } | { allowed: false; reason: RegistrationBlockReason };

export type RegistrationBlockReason =
  | 'registered-teacher'
  | 'registered-student'
  | 'registered-institute-user'
  | 'registered-to-institute'
  | 'registered-parent'
  | 'registered-staff';

/** Teachers, institute-side users and type-5 users: the school's side. */
const STAFF_TYPES: readonly number[] = [
  UserType.Teacher,
  UserType.InstituteUser,
  UserType.SchoolAdminOrInstituteTeacher,
];

const ALLOWED: RegistrationVerdict = { allowed: true };
const block = (reason: RegistrationBlockReason): RegistrationVerdict => ({ allowed: false, reason });

function isSchoolInstitute(user: RegisteredUser): boolean {
  return user.userTypeId === UserType.SchoolAdminOrInstituteTeacher && effectiveInstituteType(user.instituteType) === 1;
}

export function checkRegistration({
  entityState,
  existing,
  viewer,
  signupRole,
}: RegistrationCheckInput): RegistrationVerdict {
  if (entityState !== EntityState.Registered || !existing) return ALLOWED;
  const held = existing.userTypeId;

  if (viewer) {
    const by = viewer.userTypeId;
    if (held === UserType.InstituteUser) return block('registered-institute-user');
    if (held === UserType.Teacher && STAFF_TYPES.includes(by)) {
      return block('registered-teacher');
    }
    if (held === UserType.Student && (isSchoolInstitute(viewer) || by === UserType.InstituteUser)) {
      return block('registered-student');
    }
    // A registered parent value, and every case the spec does not block, may be used.
    return ALLOWED;
  }

  // Signed out, on a static page: the sign-up forms.
  const role = signupRole ?? 'student';
  if ((role === 'student' || role === 'parent') && (isSchoolInstitute(existing) || held === UserType.InstituteUser)) {
    return block('registered-to-institute');
  }
  if (role === 'parent' && held === UserType.Parent) return block('registered-parent');
  if (role === 'institute' && STAFF_TYPES.includes(held)) {
    return block('registered-staff');
  }
  return ALLOWED;
}

/** The static-page messages of spec 002 §5.1, by the kind of value checked. */
export const REGISTERED_MESSAGES = {
  email: 'This is registered email. To log in, click the login button at the top right.',
  mobile: 'This is registered mobile number. To log in, click the login button at the top right.',
} as const;
