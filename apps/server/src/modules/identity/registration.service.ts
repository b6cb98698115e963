import type { CheckRegistrationBody, CheckRegistrationData, FieldError } from '@esc/contracts';
import {
  checkRegistration,
  isValidEmail,
  parseMobile,
  REGISTERED_MESSAGES,
  UserType,
  type ParsedMobile,
  type SignupRole,
} from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from './identity.service.js';

export type EntityName = 'email' | 'mobile';

/**
 * Messages for signed-in callers (spec 002 §5.1: "elsewhere: configured messages", text not
 * shown). They say the value is taken, never by whom.
 */
export const CONFIGURED_MESSAGES: Record<EntityName, string> = {
  email: 'This email is already registered to another account. Use a different email.',
  mobile: 'This mobile number is already registered to another account. Use a different mobile number.',
};

export const FIELD_MESSAGES = {
  email: 'Enter a valid email address, like name@example.com.',
  mobile: 'Enter a valid mobile number for the chosen country.',
} as const;

/** The sign-up role of role_type: a role name, or a user type id (staff types sign up as an institute). */
export function signupRoleOf(roleType: string | number | undefined): SignupRole {
  const value = typeof roleType === 'string' && /^\d+$/.test(roleType.trim()) ? Number(roleType) : roleType;
  if (value === 'parent' || value === UserType.Parent) return 'parent';
  if (
    value === 'institute' ||
    value === UserType.Teacher ||
    value === UserType.InstituteUser ||
    value === UserType.SchoolAdminOrInstituteTeacher
  ) {
    return 'institute';
  }
  return 'student';
}

export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return isValidEmail(email) ? email : null;
}

export function normaliseMobile(value: string, countryIso: string | null | undefined): ParsedMobile | null {
  return parseMobile(value, countryIso);
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** The registration check of an email or mobile number (spec 002 §5.1, §5.5, §7.1). */
export function createRegistrationService({ identity }: { identity: IdentityService }) {
  /** The stored form of the value (lower-cased email, national digits); 400 naming `field` when malformed. */
  function storedFormOf(entity: EntityName, value: string, countryIso: string | undefined, field: string): string {
    const stored = entity === 'email' ? normaliseEmail(value) : normaliseMobile(value, countryIso)?.national;
    if (!stored) {
      const errors: FieldError[] = [{ field, message: FIELD_MESSAGES[entity] }];
      throw new AppError('VALIDATION_FAILED', FIELD_MESSAGES[entity], { errors });
    }
    return stored;
  }

  /**
   * Signed in (not a guest): the viewer is the token's person. Signed out or guest: a static page,
   * judged for the sign-up role, with the static-page messages. The answer says whether the value
   * is registered and whether the caller may use it; never who holds it.
   */
  async function check(caller: AuthContext | null, body: CheckRegistrationBody): Promise<CheckRegistrationData> {
    const entity = body.entity_name;
    const stored = storedFormOf(entity, body.entity_value, body.country_iso, 'entity_value');
    const existing = await identity.holderOf(entity, stored);
    const signedIn = caller && !caller.guest ? caller : null;
    const viewer = signedIn ? await identity.registeredUser(signedIn.uuid) : null;
    if (signedIn && !viewer) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    const verdict = checkRegistration({
      entityState: existing ? 1 : 0,
      existing,
      viewer,
      signupRole: signupRoleOf(body.role_type),
    });
    const message = verdict.allowed ? null : signedIn ? CONFIGURED_MESSAGES[entity] : REGISTERED_MESSAGES[entity];
    return { entity_state: existing ? 1 : 0, allowed: verdict.allowed, message };
  }

  /**
   * Sign-up needs values nobody holds: email and mobile are sign-in names. A registered value is
   * refused with the static-page message (409, naming the field), whatever the role.
   */
  async function assertUnregistered(values: { email?: string; mobile?: string }): Promise<void> {
    const errors: FieldError[] = [];
    for (const entity of ['email', 'mobile'] as const) {
      const value = values[entity];
      if (value && (await identity.holderOf(entity, value))) {
        errors.push({ field: entity, message: REGISTERED_MESSAGES[entity] });
      }
    }
    if (errors.length > 0) throw new AppError('CONFLICT', errors[0]!.message, { errors });
  }

  return { check, assertUnregistered };
}
