import type { GrievanceState, SecurityEventKind } from '@esc/contracts';

// Row types of the grievances module's tables and the platform's security events (migration
// 2026-12-05-grievances). Instants are ISO-8601 UTC text.

/** One grievance a person raised about the product's handling of their data (or their child's). */
export interface GrievancesTable {
  id: string;
  /** What the person quotes: G-<year>-<number of that year, six digits>. */
  reference: string;
  year: number;
  number: number;
  /** Who raised it: the person, or a parent for their child. */
  raised_by: string;
  /** Whose data it is about: the raiser, or their linked child. */
  person_uuid: string;
  /** The school whose officer answers; null: the platform's officer (self-registered people). */
  school_id: number | null;
  subject: string;
  details: string;
  state: GrievanceState;
  /** The raiser's language, for the notification of the answer. */
  language: string;
  raised_at: string;
  due_at: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: string | null;
  closed_by: string | null;
  closed_at: string | null;
}

/** A school's named grievance officer, set once by a school admin (default: the school's admins). */
export interface GrievanceOfficersTable {
  school_id: number;
  officer_name: string;
  officer_contact: string;
  set_by: string;
  set_at: string;
}

/** One security event, append-only: what a breach investigation reads first. */
export interface SecurityEventsTable {
  id: string;
  kind: SecurityEventKind;
  occurred_at: string;
  /** The account concerned (the caller, or the account a sign-in named), when known. */
  user_uuid: string | null;
  ip: string | null;
  /** The call, as its route pattern ("POST /api/..."). */
  route: string | null;
  /** A short fact: the refusal's reason key, a token family's id. Never a secret or a person's words. */
  detail: string | null;
}
