import Type, { type Static } from 'typebox';
import { Nullable, Uuid } from './common.js';

// A person's data out (India's DPDP Act 2023: the right to a summary of one's personal data): a
// person asks for everything the product holds about them, or a parent for a linked child's; a
// background job builds a zip (JSON per module and table, a readable index.html, the person's
// uploads), and its link works for a few days, then the file is deleted.

export const DATA_EXPORT_STATES = ['waiting', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/** POST /privacy/exports: ask for an export of one's own data, or (a parent) of a linked child's by `uuid`. */
export const DataExportRequestBody = Type.Object({
  uuid: Type.Optional(Uuid),
});
export type DataExportRequestBody = Static<typeof DataExportRequestBody>;

export const DataExport = Type.Object({
  export_id: Type.String({ description: 'the export’s own id (a UUID)' }),
  /** Whose data: the caller's own, or their linked child's. */
  subject_uuid: Type.String(),
  subject_name: Type.String(),
  state: Type.Enum(DATA_EXPORT_STATES),
  /** Tables read so far out of all the registry's tables (for a progress bar). */
  done_steps: Type.Integer({ minimum: 0 }),
  total_steps: Type.Integer({ minimum: 0 }),
  requested_at: Type.String(),
  ready_at: Nullable(Type.String()),
  /** Until when the file can be downloaded; null before it is ready. */
  expires_at: Nullable(Type.String()),
  size_bytes: Nullable(Type.Integer({ minimum: 0 })),
});
export type DataExport = Static<typeof DataExport>;

/** The caller's exports, their own and their children's, newest first (at most the last 10 each). */
export const DataExportsData = Type.Object({ exports: Type.Array(DataExport) });
export type DataExportsData = Static<typeof DataExportsData>;

export const DataExportParams = Type.Object({ exportId: Uuid });
export type DataExportParams = Static<typeof DataExportParams>;

// Erasure (the DPDP Act's right to erasure): a person asks for their account to be erased (a parent
// for a linked child); the school admin of the person's school decides for a school's people, the
// platform's editors for those who signed up alone; an approved request is carried out by a
// background job that deletes or anonymises every row the registry of personal data declares.

export const ERASURE_STATES = ['waiting', 'refused', 'erasing', 'erased'] as const;
export type ErasureState = (typeof ERASURE_STATES)[number];
/**
 * Why an erasure is carried out: the person (or their parent) asked; or a parent withdrew, or refused,
 * consent for a child who signed up alone and the period before erasure passed with no parent agreeing.
 */
export const ERASURE_GROUNDS = ['asked', 'consent_withdrawn', 'consent_refused'] as const;
export type ErasureGrounds = (typeof ERASURE_GROUNDS)[number];

/** POST /privacy/erasure-requests: ask for one's own account to be erased, or (a parent) a linked child's by `uuid`. */
export const ErasureRequestBody = Type.Object({
  uuid: Type.Optional(Uuid),
  /** Why, in the person's words; optional. */
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ErasureRequestBody = Static<typeof ErasureRequestBody>;

export const ErasureRequest = Type.Object({
  request_id: Type.String({ description: 'the request’s own id (a UUID)' }),
  subject_uuid: Type.String(),
  /** The subject's name while the account exists; "Former learner" (or "Former person") once erased. */
  subject_name: Type.String(),
  state: Type.Enum(ERASURE_STATES),
  /** Who decides: the school (its id) for a school's people; null: the platform, for people who signed up alone. */
  school_id: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
  grounds: Type.Enum(ERASURE_GROUNDS),
  requested_at: Type.String(),
  /** The decision is due by this moment (the period the README states). */
  due_at: Type.String(),
  decided_at: Nullable(Type.String()),
  /** Why the request was refused, in the decider's words. */
  refusal: Nullable(Type.String()),
  /** Tables handled so far out of all the registry's, while erasing. */
  done_steps: Type.Integer({ minimum: 0 }),
  total_steps: Type.Integer({ minimum: 0 }),
  erased_at: Nullable(Type.String()),
});
export type ErasureRequest = Static<typeof ErasureRequest>;

export const ErasureRequestsData = Type.Object({ requests: Type.Array(ErasureRequest) });
export type ErasureRequestsData = Static<typeof ErasureRequestsData>;

export const ErasureRequestParams = Type.Object({ requestId: Uuid });
export type ErasureRequestParams = Static<typeof ErasureRequestParams>;

/** Approve, or refuse with a reason (required when refusing). */
export const ErasureDecisionBody = Type.Object({
  approve: Type.Boolean(),
  refusal: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
});
export type ErasureDecisionBody = Static<typeof ErasureDecisionBody>;
