import { randomUUID } from 'node:crypto';
import {
  isAcceptablePassword,
  PASSWORD_MIN_LENGTH,
  type FieldError,
  type LoginData,
  type SignUpBody,
} from '@esc/contracts';
import {
  DEFAULT_SCHOOL_ID,
  InstituteType,
  isValidName,
  SCHOOL_ADMIN_ROLE,
  SchoolStatus,
  UserType,
  type ParsedMobile,
} from '@esc/domain';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AccountRepository, BoardClass } from './account.repository.js';
import type { IdentityService } from './identity.service.js';
import { FIELD_MESSAGES, normaliseEmail, normaliseMobile, type RegistrationService } from './registration.service.js';
import type { SessionService } from './session.service.js';

export const SIGN_UP_MESSAGES = {
  name: 'Use letters (Latin, Arabic or Devanagari) and spaces only.',
  password: `Use at least ${PASSWORD_MIN_LENGTH} characters with a letter and a digit.`,
  board: 'Choose your board.',
  class: 'Choose a class of the chosen board.',
  instituteName: 'Enter the name of your institute.',
  country: 'Choose a country.',
} as const;

/** The default school's name when a database without the demo seed meets its first learner. */
const DEFAULT_SCHOOL_NAME = 'ESC Learning';

interface ValidSignUp {
  body: SignUpBody;
  email: string;
  mobile: ParsedMobile;
  firstName: string;
  lastName: string;
  boardClass: BoardClass | null;
  instituteName: string | null;
}

/** Section names of the default school read like "CBSE 9": the board and the class number or name. */
export function defaultSectionName(boardClass: BoardClass): string {
  return `${boardClass.boardName} ${boardClass.className.replace(/^class\s+/i, '')}`.trim();
}

/** A UNIQUE violation on users.email or users.mobile: another sign-up took the value meanwhile. */
function takenField(error: unknown): 'email' | 'mobile' | null {
  const text = error instanceof Error ? `${error.message} ${(error as { detail?: string }).detail ?? ''}` : '';
  const code = (error as { code?: string } | null)?.code;
  if (!/UNIQUE|duplicate key/i.test(text) && code !== '23505') return null;
  return /mobile/i.test(text) ? 'mobile' : 'email';
}

export type SignUpService = ReturnType<typeof createSignUpService>;

/** Sign-up of a student, a parent or an institute (spec 002 §5.1, §5.5): one transaction, then signed in. */
export function createSignUpService(deps: {
  identity: IdentityService;
  session: SessionService;
  registration: RegistrationService;
}) {
  const { identity, session, registration } = deps;

  async function validate(body: SignUpBody): Promise<ValidSignUp> {
    const errors: FieldError[] = [];
    const email = normaliseEmail(body.email);
    const mobile = /^[A-Za-z]{2}$/.test(body.country_iso) ? normaliseMobile(body.mobile, body.country_iso) : null;

    // The registration check first: a registered value is a conflict, whatever else is wrong.
    await registration.assertUnregistered({ email: email ?? undefined, mobile: mobile?.national });

    if (!isValidName(body.first_name)) errors.push({ field: 'first_name', message: SIGN_UP_MESSAGES.name });
    if (!isValidName(body.last_name)) errors.push({ field: 'last_name', message: SIGN_UP_MESSAGES.name });
    if (!email) errors.push({ field: 'email', message: FIELD_MESSAGES.email });
    if (!/^[A-Za-z]{2}$/.test(body.country_iso)) {
      errors.push({ field: 'country_iso', message: SIGN_UP_MESSAGES.country });
    } else if (!mobile) {
      errors.push({ field: 'mobile', message: FIELD_MESSAGES.mobile });
    }
    if (!isAcceptablePassword(body.password)) errors.push({ field: 'password', message: SIGN_UP_MESSAGES.password });

    let boardClass: BoardClass | null = null;
    if (body.role === 'student') {
      if (body.board_id === undefined) errors.push({ field: 'board_id', message: SIGN_UP_MESSAGES.board });
      if (body.class_id === undefined) errors.push({ field: 'class_id', message: SIGN_UP_MESSAGES.class });
      if (body.board_id !== undefined && body.class_id !== undefined) {
        const found = await identity.accountTransaction((accounts) =>
          accounts.boardClass(body.board_id!, body.class_id!),
        );
        if (found) boardClass = found;
        else errors.push({ field: 'class_id', message: SIGN_UP_MESSAGES.class });
      }
    }
    const instituteName = body.institute_name?.trim() ?? '';
    if (body.role === 'institute' && instituteName.length < 2) {
      errors.push({ field: 'institute_name', message: SIGN_UP_MESSAGES.instituteName });
    }

    if (errors.length > 0 || !email || !mobile) {
      throw new AppError('VALIDATION_FAILED', undefined, { errors });
    }
    return {
      body,
      email,
      mobile,
      firstName: body.first_name.trim().replace(/\s+/g, ' '),
      lastName: body.last_name.trim().replace(/\s+/g, ' '),
      boardClass,
      instituteName: body.role === 'institute' ? instituteName : null,
    };
  }

  /** The person, and for a student the default school's section, for an institute its school. */
  async function createAccount(accounts: AccountRepository, valid: ValidSignUp, passwordHash: string) {
    const createdAt = new Date(session.now()).toISOString();
    const uuid = randomUUID();
    const role = valid.body.role;
    await accounts.insertUser({
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
    });

    let membership: { schoolId: number; sectionId: number | null } | null = null;
    if (role === 'student' && valid.boardClass) {
      const { boardId, classId } = valid.boardClass;
      await accounts.ensureSchool({
        school_id: DEFAULT_SCHOOL_ID,
        school_name: DEFAULT_SCHOOL_NAME,
        institute_type: null,
        school_status: SchoolStatus.Active,
      });
      const sectionId =
        (await accounts.sectionFor(DEFAULT_SCHOOL_ID, boardId, classId)) ??
        (await accounts.insertSection({
          school_id: DEFAULT_SCHOOL_ID,
          board_id: boardId,
          class_id: classId,
          section_name: defaultSectionName(valid.boardClass),
          valid_from: createdAt.slice(0, 10),
          valid_until: null,
        }));
      membership = { schoolId: DEFAULT_SCHOOL_ID, sectionId };
    } else if (role === 'institute' && valid.instituteName) {
      const schoolId = await accounts.insertSchool({
        school_name: valid.instituteName,
        institute_type: InstituteType.CoachingInstitute,
        school_status: SchoolStatus.Active,
      });
      membership = { schoolId, sectionId: null };
    }
    if (membership) {
      await accounts.insertMembership({
        id: randomUUID(),
        user_uuid: uuid,
        school_id: membership.schoolId,
        section_id: membership.sectionId,
        created_at: createdAt,
      });
    }
    return uuid;
  }

  async function signUp(body: SignUpBody): Promise<LoginData> {
    const valid = await validate(body);
    const passwordHash = await hashPassword(body.password);
    let uuid: string;
    try {
      uuid = await identity.accountTransaction((accounts) => createAccount(accounts, valid, passwordHash));
    } catch (error) {
      const field = takenField(error);
      if (!field) throw error;
      // Another sign-up took the value between the check and the insert.
      await registration.assertUnregistered({ [field]: field === 'email' ? valid.email : valid.mobile.national });
      throw error;
    }
    return session.startSession(uuid);
  }

  return { signUp };
}
