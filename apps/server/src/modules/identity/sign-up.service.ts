import { randomUUID } from 'node:crypto';
import { isAcceptablePassword, PASSWORD_MIN_LENGTH, type SignUpData, type SignUpBody } from '@esc/contracts';
import {
  DEFAULT_SCHOOL_ID,
  InstituteType,
  isAcceptableBirthDate,
  isValidName,
  localDate,
  SCHOOL_ADMIN_ROLE,
  UserType,
  type ParsedMobile,
} from '@esc/domain';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError, type AppFieldError, type ReasonRef } from '../../platform/errors/app-error.js';
import { contactTarget, type CodeDelivery } from './code-delivery.js';
import type { DemoRecoveryProofs } from './demo-recovery-proof.js';
import type { IdentityRepository } from './identity.repository.js';
import { FIELD_MESSAGES, normaliseEmail, normaliseMobile, type RegistrationService } from './registration.service.js';
import type { ConsentService } from './consent.service.js';
import type { BoardClass, PortSlot } from './school-ports.js';
import type { SessionService } from './session.service.js';

/** What sign-up says of a field it refuses, as reasons of the catalogue (said in the request's language). */
export const SIGN_UP_MESSAGES = {
  name: { reason: 'validation.name' },
  password: { reason: 'validation.password', params: { count: PASSWORD_MIN_LENGTH } },
  board: { reason: 'validation.board' },
  class: { reason: 'validation.class' },
  instituteName: { reason: 'validation.instituteName' },
  country: { reason: 'validation.country' },
  code: { reason: 'validation.code' },
  birthDate: { reason: 'consent.birthDate' },
} as const satisfies Record<string, ReasonRef>;

interface ValidSignUp {
  body: SignUpBody;
  email: string;
  mobile: ParsedMobile;
  firstName: string;
  lastName: string;
  boardClass: BoardClass | null;
  instituteName: string | null;
}

export type SignUpService = ReturnType<typeof createSignUpService>;

/**
 * Sign-up of a student, a parent or an institute (spec 002 §5.1, §5.5): the values the registration
 * check allows, a code proving the mobile or email is the person's, one transaction,
 * then signed in. An institute gets a new school of its own and nothing else.
 */
export function createSignUpService(deps: {
  repo: IdentityRepository;
  session: SessionService;
  registration: RegistrationService;
  delivery: CodeDelivery;
  ports: PortSlot;
  passwordScryptN: number;
  /** Demo mode: proofs that this browser made the account (its reset codes are then shown on screen). */
  proofs: DemoRecoveryProofs | null;
  /** A learner under 18 who signs up alone starts waiting for a parent's consent. */
  consent: Pick<ConsentService, 'startIfNeeded'>;
}) {
  const { repo, session, registration, delivery, ports } = deps;

  function fieldErrors(body: SignUpBody, email: string | null, mobile: ParsedMobile | null): AppFieldError[] {
    const errors: AppFieldError[] = [];
    if (!isValidName(body.first_name)) errors.push({ field: 'first_name', ...SIGN_UP_MESSAGES.name });
    if (!isValidName(body.last_name)) errors.push({ field: 'last_name', ...SIGN_UP_MESSAGES.name });
    if (!email) errors.push({ field: 'email', ...FIELD_MESSAGES.email });
    if (!/^[A-Za-z]{2}$/.test(body.country_iso)) {
      errors.push({ field: 'country_iso', ...SIGN_UP_MESSAGES.country });
    } else if (!mobile) {
      errors.push({ field: 'mobile', ...FIELD_MESSAGES.mobile });
    }
    if (!isAcceptablePassword(body.password)) errors.push({ field: 'password', ...SIGN_UP_MESSAGES.password });
    const today = localDate(session.now(), /^[A-Za-z]{2}$/.test(body.country_iso) ? body.country_iso : 'IN');
    if (body.role === 'student' && !isAcceptableBirthDate(body.date_of_birth ?? '', today)) {
      errors.push({ field: 'date_of_birth', ...SIGN_UP_MESSAGES.birthDate });
    }
    const instituteName = body.institute_name?.trim() ?? '';
    if (body.role === 'institute' && instituteName.length < 2) {
      errors.push({ field: 'institute_name', ...SIGN_UP_MESSAGES.instituteName });
    }
    return errors;
  }

  async function boardClassOf(body: SignUpBody, errors: AppFieldError[]): Promise<BoardClass | null> {
    if (body.role !== 'student') return null;
    if (body.board_id === undefined) errors.push({ field: 'board_id', ...SIGN_UP_MESSAGES.board });
    if (body.class_id === undefined) errors.push({ field: 'class_id', ...SIGN_UP_MESSAGES.class });
    if (body.board_id === undefined || body.class_id === undefined) return null;
    const found = await ports.get().boardClass(body.board_id, body.class_id);
    if (!found) errors.push({ field: 'class_id', ...SIGN_UP_MESSAGES.class });
    return found ?? null;
  }

  async function validate(body: SignUpBody): Promise<ValidSignUp> {
    const email = normaliseEmail(body.email);
    const mobile = /^[A-Za-z]{2}$/.test(body.country_iso) ? normaliseMobile(body.mobile, body.country_iso) : null;
    // The registration check first: a value it blocks for this role is a conflict, whatever else is wrong.
    await registration.assertUsableForSignUp(
      {
        ...(email ? { email: { kind: 'email', email } } : {}),
        ...(mobile ? { mobile: { kind: 'mobile', mobile } } : {}),
      },
      body.role,
    );
    const errors = fieldErrors(body, email, mobile);
    const boardClass = await boardClassOf(body, errors);
    if (errors.length > 0 || !email || !mobile) throw new AppError('VALIDATION_FAILED', undefined, { errors });
    return {
      body,
      email,
      mobile,
      firstName: body.first_name.trim().replace(/\s+/g, ' '),
      lastName: body.last_name.trim().replace(/\s+/g, ' '),
      boardClass,
      instituteName: body.role === 'institute' ? body.institute_name!.trim() : null,
    };
  }

  /** The code sent to the mobile (or the email) proves the contact is the person's; it is used up here. */
  async function useCode(valid: ValidSignUp): Promise<void> {
    const byEmail = valid.body.otp_channel === 'email';
    const target = contactTarget(
      byEmail ? { kind: 'email', email: valid.email } : { kind: 'mobile', mobile: valid.mobile },
    );
    const outcome = await delivery.check('sign_up', target, valid.body.otp, 'consume');
    if (!outcome.ok) {
      const errors: AppFieldError[] = [{ field: 'otp', ...SIGN_UP_MESSAGES.code }];
      throw new AppError('VALIDATION_FAILED', SIGN_UP_MESSAGES.code, { errors });
    }
  }

  async function signUp(body: SignUpBody): Promise<SignUpData> {
    const valid = await validate(body);
    await useCode(valid);
    const passwordHash = await hashPassword(body.password, deps.passwordScryptN);
    const createdAt = new Date(session.now()).toISOString();
    const uuid = randomUUID();
    const role = body.role;
    await repo.inTransaction(async (accounts, trx) => {
      await accounts.insertUsers([
        {
          uuid,
          user_type_id:
            role === 'student'
              ? UserType.Student
              : role === 'parent'
                ? UserType.Parent
                : UserType.SchoolAdminOrInstituteTeacher,
          role: role === 'institute' ? SCHOOL_ADMIN_ROLE : null,
          first_name: valid.firstName,
          last_name: valid.lastName,
          email: valid.email,
          mobile: valid.mobile.national,
          country_iso: valid.mobile.countryIso,
          password_hash: passwordHash,
          gts_user_id: null,
          em_user_id: null,
          created_at: createdAt,
          institute_type: role === 'institute' ? InstituteType.CoachingInstitute : null,
          date_of_birth: role === 'student' ? (body.date_of_birth ?? null) : null,
        },
      ]);
      const place = await placeOf(valid, trx, createdAt);
      if (place) {
        await accounts.insertMemberships([
          {
            id: randomUUID(),
            user_uuid: uuid,
            school_id: place.schoolId,
            section_id: place.sectionId,
            created_at: createdAt,
          },
        ]);
      }
      if (role === 'student' && body.date_of_birth) {
        const today = localDate(Date.parse(createdAt), valid.mobile.countryIso);
        const throughSchool = place !== null && place.schoolId !== DEFAULT_SCHOOL_ID;
        await deps.consent.startIfNeeded(trx, { uuid, dateOfBirth: body.date_of_birth, throughSchool }, today);
      }
    });
    const login = await session.startSession(uuid);
    return deps.proofs ? { ...login, demo_recovery_proof: deps.proofs.proofOf(uuid) } : login;
  }

  /** A student joins the default school's section of the board and class; an institute gets a new school. */
  async function placeOf(valid: ValidSignUp, trx: Db, createdAt: string) {
    const directory = ports.get();
    if (valid.body.role === 'student' && valid.boardClass) {
      return directory.defaultSchoolSection(
        valid.boardClass,
        localDate(Date.parse(createdAt), valid.mobile.countryIso),
        trx,
      );
    }
    if (valid.body.role === 'institute' && valid.instituteName) {
      const schoolId = await directory.createSchool(
        { name: valid.instituteName, instituteType: InstituteType.CoachingInstitute },
        trx,
      );
      return { schoolId, sectionId: null };
    }
    return null;
  }

  return { signUp };
}
