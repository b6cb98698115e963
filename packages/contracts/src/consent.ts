import Type, { type Static } from 'typebox';
import { Nullable, Uuid } from './common.js';

// Verifiable parental consent (India's DPDP Act 2023, s. 9): a learner under 18 who signs up alone
// waits until a parent they name proves with a one-time code that they are an adult and the
// parent, and agrees to the notice; the parent may withdraw it later. A school records once the
// notice it gave its pupils' parents (its pupils are processed under the school's basis).

export const CONSENT_STATES = ['waiting', 'given', 'withdrawn', 'refused'] as const;
export type ConsentStateValue = (typeof CONSENT_STATES)[number];

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'a day, YYYY-MM-DD' });

/** GET /privacy/consent: the signed-in learner's own consent, if they need one. */
export const MyConsentData = Type.Object({
  /** False for everyone who needs no parent's consent (adults, a school's pupils). */
  needed: Type.Boolean(),
  state: Nullable(Type.Enum(CONSENT_STATES)),
  /** The parent's contact as the child named it (+91-9876543210 or the e-mail); null before one is named. */
  parent_contact: Nullable(Type.String()),
  /** When the newest code went to the parent. */
  asked_at: Nullable(Type.String()),
  /** Demo mode only: the code the parent was sent, since no message leaves the demo server. */
  otp: Type.Optional(Type.String()),
  /** After a parent refused or withdrew: the day the account is erased unless another parent agrees first. */
  erase_after: Type.Optional(Nullable(Type.String())),
});
export type MyConsentData = Static<typeof MyConsentData>;

/** POST /privacy/consent/parent: the parent to ask, by mobile or e-mail; naming nobody sends the asked parent a new code. */
export const NameParentBody = Type.Object(
  {
    mobile: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    country_iso: Type.Optional(Type.String({ maxLength: 2 })),
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type NameParentBody = Static<typeof NameParentBody>;

/** POST /privacy/consent/give: a signed-in parent agrees, with the code and the link's request id. */
export const GiveConsentBody = Type.Object(
  {
    consent_id: Uuid,
    otp: Type.String({ minLength: 1, maxLength: 10 }),
    /** The parent confirms they are an adult and this child's parent. */
    adult_and_parent: Type.Boolean(),
    /** The version of the notice the parent was shown. */
    notice_version: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type GiveConsentBody = Static<typeof GiveConsentBody>;

/** POST /privacy/consent/refuse: a signed-in parent refuses, proving the same code as for agreeing. */
export const RefuseConsentBody = Type.Object(
  {
    consent_id: Uuid,
    otp: Type.String({ minLength: 1, maxLength: 10 }),
    /** The parent confirms they are an adult and this child's parent. */
    adult_and_parent: Type.Boolean(),
    /** The version of the notice the parent was shown. */
    notice_version: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type RefuseConsentBody = Static<typeof RefuseConsentBody>;

export const ConsentRequestParams = Type.Object({ consentId: Uuid }, { additionalProperties: false });
export type ConsentRequestParams = Static<typeof ConsentRequestParams>;

/**
 * GET /privacy/consent/requests/:consentId and the refusal's answer: the request a parent's link
 * names, as the parent sees it (the link itself is what lets them read it).
 */
export const ConsentRequestData = Type.Object({
  consent_id: Type.String(),
  /** The child's first name, so the parent knows who asks. */
  child_first_name: Type.String(),
  state: Type.Enum(CONSENT_STATES),
  asked_at: Nullable(Type.String()),
  /** The notice the parent is shown now. */
  notice_version: Type.String(),
  refused_at: Nullable(Type.String()),
  /** After a refusal: when the child's account is erased unless another parent agrees. */
  erase_after: Nullable(Type.String()),
});
export type ConsentRequestData = Static<typeof ConsentRequestData>;

/** One linked child's consent, as their parent sees it. */
export const ChildConsent = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  state: Type.Enum(CONSENT_STATES),
  given_at: Nullable(Type.String()),
  notice_version: Nullable(Type.String()),
  withdrawn_at: Nullable(Type.String()),
  /** After a withdrawal: when the child's data is erased. */
  erase_after: Nullable(Type.String()),
});
export type ChildConsent = Static<typeof ChildConsent>;

/** GET /privacy/consent/children: the consents a parent gave, one per child. */
export const ChildConsentsData = Type.Object({ children: Type.Array(ChildConsent) });
export type ChildConsentsData = Static<typeof ChildConsentsData>;

/** POST /privacy/consent/withdraw: the parent withdraws their consent for one child. */
export const WithdrawConsentBody = Type.Object({ uuid: Uuid }, { additionalProperties: false });
export type WithdrawConsentBody = Static<typeof WithdrawConsentBody>;

/** The notice a school gave its pupils' parents, recorded once per school by its admin. */
export const SchoolNoticeData = Type.Object({
  recorded: Type.Boolean(),
  told_on: Nullable(Type.String()),
  notice: Nullable(Type.String()),
  recorded_at: Nullable(Type.String()),
});
export type SchoolNoticeData = Static<typeof SchoolNoticeData>;

export const SchoolNoticeBody = Type.Object(
  {
    told_on: IsoDay,
    /** The notice's words, or a link to it. */
    notice: Type.String({ minLength: 1, maxLength: 4000 }),
  },
  { additionalProperties: false },
);
export type SchoolNoticeBody = Static<typeof SchoolNoticeBody>;
