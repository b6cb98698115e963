import Type, { type Static } from 'typebox';
import { Uuid } from './common.js';
import { PASSWORD_MIN_LENGTH, Profile, StudentDetail } from './identity.js';
import { LANGUAGE_CODES } from './languages.js';

// Accounts people can recover (calls-chosen.tsv, module identity), and the parent's
// confirmation of a link a school asked for.

const Password = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 200,
    description: `${description}; at least ${PASSWORD_MIN_LENGTH} characters, a letter and a digit`,
  });
const Code = Type.String({ minLength: 1, maxLength: 10, description: 'the code from the message' });

export const ForgotPasswordBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254, description: 'email or mobile number of the account' }),
    demo_recovery_proof: Type.Optional(
      Type.String({
        maxLength: 100,
        description: "demo mode: the proof the account's sign-up gave this browser; only then is the code shown",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** The same answer whether or not an account has this email or mobile. */
export const ForgotPasswordData = Type.Object({
  sent: Type.Boolean(),
  expires_in: Type.Integer({ description: 'seconds the code stays valid' }),
  /** Demo mode only, for an account this browser signed up (demo_recovery_proof): the code, shown on screen. */
  otp: Type.Optional(Type.String()),
});
export type ForgotPasswordData = Static<typeof ForgotPasswordData>;

export const ResetPasswordBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 254 }), otp: Code, new_password: Password('the new password') },
  { additionalProperties: false },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const PasswordChangedData = Type.Object({
  password_changed: Type.Boolean(),
  /** Sessions ended: every device signed in to the account signs in again. */
  signed_out_everywhere: Type.Boolean(),
});
export type PasswordChangedData = Static<typeof PasswordChangedData>;

export const ChangePasswordBody = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: 200 }), new_password: Password('the new password') },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** After a change of password this device stays signed in with a new session; every other one ends. */
export const ChangePasswordData = Type.Object({
  password_changed: Type.Boolean(),
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
});
export type ChangePasswordData = Static<typeof ChangePasswordData>;

/** Languages the product speaks (BCP 47), as listed in languages.ts. */
export const PREFERRED_LANGUAGES = LANGUAGE_CODES;

export const UpdateProfileBody = Type.Object(
  {
    /** A linked child whose name a parent corrects (names only; a school's child's name is the school's). */
    uuid: Type.Optional(Uuid),
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    preferred_language: Type.Optional(
      Type.Union([Type.Enum(LANGUAGE_CODES), Type.Null()], {
        description: "null: the school's default, else the device's",
      }),
    ),
    email: Type.Optional(Type.String({ maxLength: 254, description: 'a new email: used once confirmed by a code' })),
    mobile: Type.Optional(Type.String({ maxLength: 30, description: 'a new mobile: used once confirmed by a code' })),
    country_iso: Type.Optional(Type.String({ maxLength: 2, description: 'country of the new mobile' })),
    otp: Type.Optional(Type.String({ maxLength: 10, description: 'the code sent to the new email or mobile' })),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const PendingContact = Type.Object({
  field: Type.Union([Type.Literal('email'), Type.Literal('mobile')]),
  /** Where the code went. */
  sent_to: Type.String(),
  expires_in: Type.Integer(),
  /** Demo mode only. */
  otp: Type.Optional(Type.String()),
});
export type PendingContact = Static<typeof PendingContact>;

export const UpdateProfileData = Type.Object({
  profile: Profile,
  /** A new email or mobile waiting for its code; null when nothing waits. */
  pending: Type.Union([PendingContact, Type.Null()]),
});
export type UpdateProfileData = Static<typeof UpdateProfileData>;

export const AcceptInvitationBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 40, description: 'the invitation code the school gave' }),
    password: Password('the password to set'),
  },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

/** A link a school asked for, waiting for the parent's code. */
export const ParentLinkRequest = Type.Object({
  link_id: Uuid,
  child_name: Type.String(),
  school_name: Type.String(),
  expires_at: Type.String(),
  /** Demo mode only, for an account this browser signed up (demo_recovery_proof): the code, shown on screen. */
  otp: Type.Optional(Type.String()),
});
export type ParentLinkRequest = Static<typeof ParentLinkRequest>;

export const ParentLinkRequestsData = Type.Object({ requests: Type.Array(ParentLinkRequest) });
export type ParentLinkRequestsData = Static<typeof ParentLinkRequestsData>;

export const ConfirmParentLinkBody = Type.Object({ link_id: Uuid, otp: Code }, { additionalProperties: false });
export type ConfirmParentLinkBody = Static<typeof ConfirmParentLinkBody>;

export const ConfirmParentLinkData = Type.Object({ linked: Type.Boolean(), child: StudentDetail });
export type ConfirmParentLinkData = Static<typeof ConfirmParentLinkData>;

export const DeclineParentLinkBody = Type.Object({ link_id: Uuid }, { additionalProperties: false });
export type DeclineParentLinkBody = Static<typeof DeclineParentLinkBody>;
