import Type, { type Static } from 'typebox';
import { Id, Nullable, Uuid } from './common.js';

// Grievances (India's DPDP Act 2023, s. 13): a person, or a parent for a linked child, raises a
// grievance about how their data is handled; it reaches the school's named grievance officer (the
// platform's for people who signed up alone) with a reference number and a date by which it is
// answered. The officer answers (the person is told in their language) and closes it.

export const GRIEVANCE_STATES = ['open', 'answered', 'closed'] as const;
export type GrievanceState = (typeof GRIEVANCE_STATES)[number];

/** Who answers: the school's officer, or the platform's (self-registered people). */
export const GrievanceOfficer = Type.Object({
  kind: Type.Enum(['school', 'platform'] as const),
  school_id: Nullable(Type.Integer()),
  name: Type.String(),
  /** An e-mail address or a phone number, as the school or the operator gave it; '' when none is set. */
  contact: Type.String(),
});
export type GrievanceOfficer = Static<typeof GrievanceOfficer>;

/** POST /privacy/grievances: one's own grievance, or (a parent) one about a linked child, by `uuid`. */
export const RaiseGrievanceBody = Type.Object({
  uuid: Type.Optional(Uuid),
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  details: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type RaiseGrievanceBody = Static<typeof RaiseGrievanceBody>;

export const Grievance = Type.Object({
  grievance_id: Type.String({ description: 'the grievance’s own id (a UUID)' }),
  /** What to quote: G-<year>-<six digits>. */
  reference: Type.String(),
  person_uuid: Type.String(),
  person_name: Type.String(),
  subject: Type.String(),
  details: Type.String(),
  state: Type.Enum(GRIEVANCE_STATES),
  raised_at: Type.String(),
  /** The date by which the officer answers. */
  due_at: Type.String(),
  /** Open past its due date. */
  overdue: Type.Boolean(),
  officer: GrievanceOfficer,
  answer: Nullable(Type.String()),
  answered_at: Nullable(Type.String()),
  closed_at: Nullable(Type.String()),
});
export type Grievance = Static<typeof Grievance>;

/** The caller's grievances and their children's, newest first, and who would answer a new one. */
export const MyGrievancesData = Type.Object({
  grievances: Type.Array(Grievance),
  /** Days within which a grievance is answered. */
  response_days: Type.Integer({ minimum: 1 }),
  /** Per person the caller may raise one for (themselves, their linked children): who would answer. */
  officers: Type.Array(
    Type.Object({ person_uuid: Type.String(), person_name: Type.String(), officer: GrievanceOfficer }),
  ),
});
export type MyGrievancesData = Static<typeof MyGrievancesData>;

export const OfficerGrievancesQuery = Type.Object({
  state: Type.Optional(Type.Enum(GRIEVANCE_STATES)),
});
export type OfficerGrievancesQuery = Static<typeof OfficerGrievancesQuery>;

/** The grievances an officer answers: their schools' (a school admin), the platform's (a platform editor). */
export const OfficerGrievancesData = Type.Object({ grievances: Type.Array(Grievance) });
export type OfficerGrievancesData = Static<typeof OfficerGrievancesData>;

export const GrievanceParams = Type.Object({ grievanceId: Uuid });
export type GrievanceParams = Static<typeof GrievanceParams>;

export const AnswerGrievanceBody = Type.Object({ answer: Type.String({ minLength: 1, maxLength: 5000 }) });
export type AnswerGrievanceBody = Static<typeof AnswerGrievanceBody>;

export const GrievanceOfficerQuery = Type.Object({ school_id: Type.Optional(Id()) });
export type GrievanceOfficerQuery = Static<typeof GrievanceOfficerQuery>;

/** PUT /privacy/grievance-officer: the school's named officer, set by a school admin. */
export const GrievanceOfficerBody = Type.Object({
  school_id: Type.Optional(Id()),
  name: Type.String({ minLength: 1, maxLength: 120 }),
  contact: Type.String({ minLength: 3, maxLength: 200 }),
});
export type GrievanceOfficerBody = Static<typeof GrievanceOfficerBody>;

export const GrievanceOfficerData = Type.Object({
  officer: GrievanceOfficer,
  /** false: nobody was named, and the school's admins answer. */
  named: Type.Boolean(),
  can_change: Type.Boolean(),
});
export type GrievanceOfficerData = Static<typeof GrievanceOfficerData>;

/** What the product records for a breach investigation (docs/breach-procedure.md). */
export const SECURITY_EVENT_KINDS = ['sign_in_failed', 'refresh_token_reused', 'throttled', 'forbidden'] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

const IsoDay = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  maxLength: 10,
  description: 'a day in India, YYYY-MM-DD',
});

/** GET /privacy/security-events: the operator's filters; days are India's, both ends included. */
export const SecurityEventsQuery = Type.Object(
  {
    kind: Type.Optional(Type.Enum(SECURITY_EVENT_KINDS)),
    from: Type.Optional(IsoDay),
    to: Type.Optional(IsoDay),
    page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type SecurityEventsQuery = Static<typeof SecurityEventsQuery>;

export const SecurityEventItem = Type.Object({
  id: Type.String(),
  kind: Type.Enum(SECURITY_EVENT_KINDS),
  occurred_at: Type.String(),
  /** The account concerned, when the event names one. */
  user_uuid: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  route: Nullable(Type.String()),
  detail: Nullable(Type.String()),
});
export type SecurityEventItem = Static<typeof SecurityEventItem>;

/** The security events matching the filters, newest first, one page. */
export const SecurityEventsData = Type.Object({
  events: Type.Array(SecurityEventItem),
  page_no: Type.Integer(),
  page_size: Type.Integer(),
  /** Whether an older page follows. */
  has_more: Type.Boolean(),
});
export type SecurityEventsData = Static<typeof SecurityEventsData>;
