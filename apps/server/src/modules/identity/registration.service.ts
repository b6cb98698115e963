import type { CheckRegistrationBody, CheckRegistrationData } from '@esc/contracts';
import {
  checkRegistration,
  EntityState,
  isValidEmail,
  type ParsedMobile,
  parseMobile,
  type RegisteredUser,
  type SignupRole,
  UserType,
} from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, messageOfReason, type ReasonRef } from '../../platform/errors/app-error.js';
import type { IdentityService } from './identity.service.js';
import type { ThrottleService } from './throttle.service.js';

export type EntityName = 'email' | 'mobile';

/**
 * Messages for signed-in callers (spec 002 §5.1: "elsewhere: configured messages", text not
 * shown). They say the value is taken, never by whom.
 */
export const CONFIGURED_MESSAGES = {
  email: { reason: 'identity.emailTaken' },
  mobile: { reason: 'identity.mobileTaken' },
} as const satisfies Record<EntityName, ReasonRef>;

/** The static-page messages of spec 002 §5.1 (domain's REGISTERED_MESSAGES), in the reader's language. */
const REGISTERED_MESSAGES = {
  email: { reason: 'identity.emailRegistered' },
  mobile: { reason: 'identity.mobileRegistered' },
} as const satisfies Record<EntityName, ReasonRef>;

export const FIELD_MESSAGES = {
  email: { reason: 'validation.email' },
  mobile: { reason: 'validation.mobile' },
} as const satisfies Record<string, ReasonRef>;

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

export type ContactValue = { kind: 'email'; email: string } | { kind: 'mobile'; mobile: ParsedMobile };

/** Registration checks per address: enough for a person filling a form, too few to walk a directory. */
export const CHECK_BUDGET = { max: 30, windowSeconds: 600 } as const;

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** The registration check of an email or mobile number (spec 002 §5.1, §5.5, §7.1). */
export function createRegistrationService({
  identity,
  throttle,
}: {
  identity: IdentityService;
  throttle: ThrottleService;
}) {
  /** The value as the product compares it (lower-cased email, parsed mobile); 400 naming `field` when malformed. */
  function contactOf(entity: EntityName, value: string, countryIso: string | undefined, field: string): ContactValue {
    const email = entity === 'email' ? normaliseEmail(value) : null;
    const mobile = entity === 'mobile' ? normaliseMobile(value, countryIso) : null;
    if (email) return { kind: 'email', email };
    if (mobile) return { kind: 'mobile', mobile };
    throw new AppError('VALIDATION_FAILED', FIELD_MESSAGES[entity], { errors: [{ field, ...FIELD_MESSAGES[entity] }] });
  }

  /**
   * The verdict for a value, over every account that holds it (several may share one): allowed
   * only when no holder blocks it.
   */
  async function verdictFor(
    value: ContactValue,
    viewer: RegisteredUser | null,
    signupRole: SignupRole,
  ): Promise<{ registered: boolean; allowed: boolean }> {
    const holders = await identity.holdersOf(value);
    const allowed = holders.every(
      (existing) => checkRegistration({ entityState: EntityState.Registered, existing, viewer, signupRole }).allowed,
    );
    return { registered: holders.length > 0, allowed };
  }

  /**
   * Signed in (not a guest): the viewer is the token's person. Signed out or guest: a static page,
   * judged for the sign-up role, with the static-page messages. The answer says whether the value
   * is registered and whether the caller may use it; never who holds it, and its message in
   * `language` (the request's). Each address has a budget of checks, kept in the database.
   */
  async function check(
    caller: AuthContext | null,
    body: CheckRegistrationBody,
    address: string,
    language: string,
  ): Promise<CheckRegistrationData> {
    await throttle.spend(
      {
        key: `registration-check:${address}`,
        reason: 'signIn.tooManyChecks',
      },
      CHECK_BUDGET,
    );
    const entity = body.entity_name;
    const value = contactOf(entity, body.entity_value, body.country_iso, 'entity_value');
    const signedIn = caller && !caller.guest ? caller : null;
    const viewer = signedIn ? await identity.registeredUser(signedIn.uuid) : null;
    if (signedIn && !viewer) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    const verdict = await verdictFor(value, viewer, signupRoleOf(body.role_type));
    const said = verdict.allowed ? null : signedIn ? CONFIGURED_MESSAGES[entity] : REGISTERED_MESSAGES[entity];
    return {
      entity_state: verdict.registered ? EntityState.Registered : EntityState.NotRegistered,
      allowed: verdict.allowed,
      message: said && messageOfReason(language, said),
    };
  }

  /**
   * Sign-up follows the check: a value the check allows for the role is accepted,
   * even when another account holds it (a student with a parent's mobile); a value it blocks is a
   * 409 with the static-page message, naming the field.
   */
  async function assertUsableForSignUp(
    values: { email?: ContactValue; mobile?: ContactValue },
    role: SignupRole,
  ): Promise<void> {
    const blocked: EntityName[] = [];
    for (const entity of ['email', 'mobile'] as const) {
      const value = values[entity];
      if (value && !(await verdictFor(value, null, role)).allowed) blocked.push(entity);
    }
    const [first] = blocked;
    if (first === undefined) return;
    const errors = blocked.map((field) => ({ field, ...REGISTERED_MESSAGES[field] }));
    throw new AppError('CONFLICT', REGISTERED_MESSAGES[first], { errors });
  }

  /** May a signed-in person use this value (a new email or mobile on their profile)? */
  async function allowedFor(value: ContactValue, viewer: RegisteredUser): Promise<boolean> {
    return (await verdictFor(value, viewer, 'student')).allowed;
  }

  return { check, contactOf, assertUsableForSignUp, allowedFor };
}
