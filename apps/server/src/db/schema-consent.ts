import type { ConsentState } from '@esc/domain';

// Row types of parental consent (migration 2026-12-05-parental-consent), owned by identity.

/** A self-registered child's consent: the parent they named, and what that parent did. */
export interface ParentalConsentsTable {
  id: string;
  child_uuid: string;
  parent_channel: 'email' | 'sms' | null;
  /** Where the parent's code went: an e-mail, or a mobile in E.164 form. */
  parent_contact: string | null;
  state: ConsentState;
  asked_at: string | null;
  notice_version: string | null;
  given_at: string | null;
  /** The parent who agreed (and may withdraw). */
  parent_uuid: string | null;
  withdrawn_at: string | null;
  /** When the parent asked refused (the child may ask another parent until `erase_after`). */
  refused_at: string | null;
  /** After a withdrawal or a refusal: from when the child's data may be erased. */
  erase_after: string | null;
  created_at: string;
}

/** The notice a school gave its pupils' parents, recorded by its admin. */
export interface SchoolPrivacyNoticesTable {
  school_id: number;
  told_on: string;
  notice: string;
  recorded_by: string;
  recorded_at: string;
}
