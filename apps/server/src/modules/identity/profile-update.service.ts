import type { UpdateProfileBody, UpdateProfileData } from '@esc/contracts';
import { DEFAULT_SCHOOL_ID, isValidName } from '@esc/domain';
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, type ReasonRef } from '../../platform/errors/app-error.js';
import type { CodeDelivery } from './code-delivery.js';
import type { IdentityRepository, UserRecord } from './identity.repository.js';
import type { IdentityService } from './identity.service.js';
import { CONFIGURED_MESSAGES, type ContactValue, type RegistrationService } from './registration.service.js';
import { SIGN_UP_MESSAGES } from './sign-up.service.js';
import type { PersonLanguages } from './person-languages.js';

/** What a profile change says of a field it refuses, as reasons of the catalogue. */
export const PROFILE_MESSAGES = {
  oneContact: { reason: 'identity.oneContactAtATime' },
  code: { reason: 'validation.code' },
} as const satisfies Record<string, ReasonRef>;

function fail(field: string, said: ReasonRef, code: 'VALIDATION_FAILED' | 'CONFLICT' = 'VALIDATION_FAILED'): never {
  throw new AppError(code, said, { errors: [{ field, ...said }] });
}

type ContactField = 'email' | 'mobile';

export type ProfileUpdateService = ReturnType<typeof createProfileUpdateService>;

/**
 * Profile editing: names and the preferred language change at once; a new email or
 * mobile is used only after the code sent to it comes back (two calls: without, then with `otp`).
 */
export function createProfileUpdateService(deps: {
  repo: IdentityRepository;
  identity: IdentityService;
  registration: RegistrationService;
  delivery: CodeDelivery;
  /** The language of each person's messages. */
  languages: Pick<PersonLanguages, 'languageOf'>;
}) {
  const { repo, identity, registration, delivery } = deps;

  function plainChanges(user: UserRecord, body: UpdateProfileBody): Updateable<UsersTable> {
    const set: Updateable<UsersTable> = {};
    for (const field of ['first_name', 'last_name'] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (!isValidName(value)) fail(field, SIGN_UP_MESSAGES.name);
      const tidy = value.trim().replace(/\s+/g, ' ');
      if (tidy !== user[field]) set[field] = tidy;
    }
    if (body.preferred_language !== undefined && body.preferred_language !== user.preferred_language) {
      set.preferred_language = body.preferred_language;
    }
    return set;
  }

  /** The new email or mobile asked for, if it differs from the current one. */
  function contactChange(
    user: UserRecord,
    body: UpdateProfileBody,
  ): { field: ContactField; value: ContactValue } | null {
    const email = body.email?.trim() ? registration.contactOf('email', body.email, undefined, 'email') : null;
    const mobile = body.mobile?.trim()
      ? registration.contactOf('mobile', body.mobile, body.country_iso ?? user.country_iso, 'mobile')
      : null;
    const newEmail = email?.kind === 'email' && email.email !== user.email ? email : null;
    const newMobile =
      mobile?.kind === 'mobile' &&
      (mobile.mobile.national !== user.mobile || mobile.mobile.countryIso !== user.country_iso)
        ? mobile
        : null;
    if (newEmail && newMobile) fail('mobile', PROFILE_MESSAGES.oneContact);
    if (newEmail) return { field: 'email', value: newEmail };
    if (newMobile) return { field: 'mobile', value: newMobile };
    return null;
  }

  /** The stored columns of a confirmed contact. */
  function contactColumns(value: ContactValue): Updateable<UsersTable> {
    return value.kind === 'email'
      ? { email: value.email }
      : { mobile: value.mobile.national, country_iso: value.mobile.countryIso };
  }

  /**
   * A parent corrects a linked child's name. A child a school imported, or who belongs to a school,
   * is named by the school's records: the parent asks the school. Contact and language stay the
   * child's own to change.
   */
  async function correctChildName(caller: AuthContext, body: UpdateProfileBody): Promise<UpdateProfileData> {
    const { uuid } = await actingUserFor(caller, body.uuid, { isLinkedChild: repo.isLinkedChild });
    const { first_name, last_name, ...rest } = body;
    if (Object.keys(rest).some((k) => k !== 'uuid')) fail('uuid', { reason: 'identity.childNamesOnly' });
    const child = await repo.findUserByUuid(uuid);
    if (!child) throw new AppError('NOT_FOUND', { reason: 'identity.childNamesOnly' });
    const schools = (await repo.membershipsOf([uuid])).filter((m) => m.school_id !== DEFAULT_SCHOOL_ID);
    if (child.created_by_school_id !== null || schools.length > 0) {
      throw new AppError('FORBIDDEN', { reason: 'identity.childNameIsSchools' });
    }
    const set = plainChanges(child, { first_name, last_name });
    if (Object.keys(set).length > 0) await repo.inTransaction((accounts) => accounts.updateUser(uuid, set));
    return { profile: await identity.profile(caller.uuid), pending: null };
  }

  async function updateProfile(caller: AuthContext, body: UpdateProfileBody): Promise<UpdateProfileData> {
    if (body.uuid && body.uuid.toLowerCase() !== caller.uuid) return correctChildName(caller, body);
    const user = await repo.findUserByUuid(caller.uuid);
    if (!user) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    const set = plainChanges(user, body);
    const change = contactChange(user, body);
    let pending: UpdateProfileData['pending'] = null;
    if (change) {
      // The signed-in rules of the registration check (spec 002 §5.1): the same as the check's answer.
      const viewer = await identity.registeredUser(user.uuid);
      if (!viewer || !(await registration.allowedFor(change.value, viewer))) {
        fail(change.field, CONFIGURED_MESSAGES[change.field], 'CONFLICT');
      }
      const payload = change.value.kind === 'email' ? change.value.email : change.value.mobile.e164;
      // The code belongs to the person and the value it went to: it confirms nothing else.
      const target = `user:${user.uuid}:${payload}`;
      if (body.otp === undefined || body.otp.trim() === '') {
        const language = await deps.languages.languageOf(user.uuid);
        const sent = await delivery.send('contact_change', change.value, { target, payload, language });
        pending = {
          field: change.field,
          sent_to: sent.sentTo,
          expires_in: sent.expiresIn,
          ...(sent.demoCode ? { otp: sent.demoCode } : {}),
        };
      } else {
        const outcome = await delivery.check('contact_change', target, body.otp, 'consume');
        // The code confirms the value it was sent to, not whatever the second call names.
        if (!outcome.ok || outcome.payload !== payload) fail('otp', PROFILE_MESSAGES.code);
        Object.assign(set, contactColumns(change.value));
      }
    }
    if (Object.keys(set).length > 0) await repo.inTransaction((accounts) => accounts.updateUser(user.uuid, set));
    return { profile: await identity.profile(user.uuid), pending };
  }

  return { updateProfile };
}
