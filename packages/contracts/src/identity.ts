import Type, { type Static } from 'typebox';
import { Id, LegacyCallFields, MAX_DB_INTEGER, Nullable, Uuid } from './common.js';
import { SchoolStatusValue } from './states.js';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254, description: 'email or mobile number' }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const SchoolSummary = Type.Object({
  school_id: Type.Integer(),
  school_name: Type.String(),
  institute_type: Nullable(Type.Integer()),
  school_status: SchoolStatusValue,
});
export type SchoolSummary = Static<typeof SchoolSummary>;

export const SectionSummary = Type.Object({
  section_id: Type.Integer(),
  section_name: Type.String(),
  board_id: Type.Integer(),
  board_name: Type.String(),
  class_id: Type.Integer(),
  class_name: Type.String(),
  language_id: Type.Optional(
    Type.Integer({ description: 'the medium of instruction (language_id; 1 English, the default)' }),
  ),
});
export type SectionSummary = Static<typeof SectionSummary>;

/** A learner as a parent, a teacher or the learner sees them. */
export const StudentDetail = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  country_iso: Type.String(),
  school: Nullable(SchoolSummary),
  sections: Type.Array(SectionSummary),
});
export type StudentDetail = Static<typeof StudentDetail>;

/** The signed-in person as the dashboards show them. */
export const Profile = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  role: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  country_iso: Type.String(),
  /** 1: upgrades offer live classes only, else elite class (spec 001 §4). */
  package_flow_webgate_bucket: Type.Integer(),
  /** The language the person chose (BCP 47, e.g. "hi"); null: the app's default. */
  preferred_language: Nullable(Type.String()),
  /**
   * Their school's default language when they chose none (null when it has none or they chose):
   * the screens follow it on a device where nobody chose a language either.
   */
  school_language: Type.Optional(Nullable(Type.String())),
  school: Nullable(SchoolSummary),
  sections: Type.Array(SectionSummary),
  children: Type.Array(StudentDetail),
  /** True for a learner under 18 who signed up alone while no parent has agreed: their learning is refused. */
  consent_pending: Type.Optional(Type.Boolean()),
});
export type Profile = Static<typeof Profile>;

export const LoginData = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ description: 'seconds until the access token expires' }),
  gts_user_id: Nullable(Type.String()),
  em_user_id: Nullable(Type.String()),
  country_iso: Type.String(),
  package_flow_webgate_bucket: Type.Integer(),
  profile: Profile,
});
export type LoginData = Static<typeof LoginData>;

/** A sign-up's answer: the new session, and in demo mode the proof that lets this browser see its reset codes. */
export const SignUpData = Type.Object({
  ...LoginData.properties,
  demo_recovery_proof: Type.Optional(
    Type.String({ description: 'demo mode: sent back with forgotPassword, it shows the reset code on screen' }),
  ),
});
export type SignUpData = Static<typeof SignUpData>;

export const GuestLoginBody = Type.Object(
  { device_id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export type GuestLoginBody = Static<typeof GuestLoginBody>;

export const GuestLoginData = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  access_token: Type.String(),
  expires_in: Type.Integer(),
});
export type GuestLoginData = Static<typeof GuestLoginData>;

export const RefreshBody = Type.Object({
  refresh_token: Type.String({ minLength: 1, maxLength: 500 }),
  username: Type.Optional(Type.String({ maxLength: 254 })),
  ...LegacyCallFields,
});
export type RefreshBody = Static<typeof RefreshBody>;

export const RefreshData = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
});
export type RefreshData = Static<typeof RefreshData>;

export const LogoutBody = Type.Object({
  refresh_token: Type.String({ minLength: 1, maxLength: 500 }),
  ...LegacyCallFields,
});
export type LogoutBody = Static<typeof LogoutBody>;

/** Calls that name a person by uuid; a parent names the active child (CONTRACT.md). */
export const UuidBody = Type.Object({ uuid: Uuid, ...LegacyCallFields });
export type UuidBody = Static<typeof UuidBody>;

export const TeacherDetail = Type.Object({
  uuid: Uuid,
  user_type_id: Type.Integer(),
  role: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  name: Type.String(),
  /** Personal contacts: null for students and parents unless the school chooses to show them. */
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  school: Nullable(SchoolSummary),
  sections: Type.Array(SectionSummary),
});
export type TeacherDetail = Static<typeof TeacherDetail>;

// Registration check, sign-up and the mobile OTP (spec 002 §5.1, §5.5, §2.2; calls.tsv).

/** The role a person signs up as. */
export const SignUpRole = Type.Union([Type.Literal('student'), Type.Literal('parent'), Type.Literal('institute')]);
export type SignUpRole = Static<typeof SignUpRole>;

/** Passwords of new accounts: at least 8 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
}

export const CheckRegistrationBody = Type.Object({
  entity_name: Type.Union([Type.Literal('email'), Type.Literal('mobile')]),
  entity_value: Type.String({ minLength: 1, maxLength: 254 }),
  role_type: Type.Optional(
    Type.Union([SignUpRole, Type.Integer({ minimum: 0, maximum: MAX_DB_INTEGER }), Type.String({ maxLength: 20 })], {
      description: 'the role being signed up (student, parent, institute) or its user type id; signed-out callers',
    }),
  ),
  country_iso: Type.Optional(Type.String({ maxLength: 2, description: 'country of a mobile number; IN when absent' })),
  ...LegacyCallFields,
});
export type CheckRegistrationBody = Static<typeof CheckRegistrationBody>;

export const CheckRegistrationData = Type.Object({
  /** 1 when the value is registered, 0 when not. */
  entity_state: Type.Integer(),
  /** May the caller use the value (spec 002 §5.1)? */
  allowed: Type.Boolean(),
  /** Why not, in words for the screen; null when allowed. */
  message: Nullable(Type.String()),
});
export type CheckRegistrationData = Static<typeof CheckRegistrationData>;

export const SignUpBody = Type.Object(
  {
    role: SignUpRole,
    first_name: Type.String({ maxLength: 100 }),
    last_name: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 254 }),
    mobile: Type.String({ maxLength: 30, description: 'national number, or with +code' }),
    country_iso: Type.String({ maxLength: 2 }),
    password: Type.String({
      maxLength: 200,
      description: `at least ${PASSWORD_MIN_LENGTH} characters, a letter and a digit`,
    }),
    board_id: Type.Optional(Id({ description: 'student: the board' })),
    class_id: Type.Optional(Id({ description: 'student: the class of that board' })),
    institute_name: Type.Optional(Type.String({ maxLength: 120, description: 'institute: its name' })),
    date_of_birth: Type.Optional(
      Type.String({
        maxLength: 10,
        description: 'student: the date of birth, YYYY-MM-DD (under 18 waits for a parent)',
      }),
    ),
    otp: Type.String({
      maxLength: 10,
      description: 'the code sent (sendOtp) to the mobile, or to the email when otp_channel is email',
    }),
    otp_channel: Type.Optional(
      Type.Union([Type.Literal('mobile'), Type.Literal('email')], {
        description: 'where the code was sent; mobile by default',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SignUpBody = Static<typeof SignUpBody>;

/** A sign-up code goes to a mobile number or to an email address: one of the two. */
export const SendOtpBody = Type.Object({
  mobile: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  country_iso: Type.Optional(Type.String({ maxLength: 2 })),
  ...LegacyCallFields,
});
export type SendOtpBody = Static<typeof SendOtpBody>;

export const SendOtpData = Type.Object({
  sent: Type.Boolean(),
  /** Seconds the code stays valid. */
  expires_in: Type.Integer(),
  /** Where the code went: +91-9876543210, or the email address. */
  sent_to: Type.String(),
  /** The dialling-code form of a mobile the code was sent to, e.g. +91-9876543210. */
  mobile: Type.Optional(Type.String()),
  /** Demo mode only: the code, shown on screen because no message leaves the demo server. */
  otp: Type.Optional(Type.String()),
});
export type SendOtpData = Static<typeof SendOtpData>;

export const VerifyOtpBody = Type.Object({
  mobile: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  country_iso: Type.Optional(Type.String({ maxLength: 2 })),
  otp: Type.String({ minLength: 1, maxLength: 10 }),
  ...LegacyCallFields,
});
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const VerifyOtpData = Type.Object({
  verified: Type.Boolean(),
  /** Tries left for this mobile or email (0 when none is pending); a new code does not add tries. */
  attempts_left: Type.Integer(),
});
export type VerifyOtpData = Static<typeof VerifyOtpData>;
