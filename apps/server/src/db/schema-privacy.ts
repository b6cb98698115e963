import type { DataExportState, ErasureGrounds, ErasureState } from '@esc/contracts';

// Row types of the privacy module's tables (migration 2026-12-04-data-exports).

/** One ask for a person's data out, and the zip a job builds for it. */
export interface DataExportsTable {
  id: string;
  /** Whose data the zip holds. */
  subject_uuid: string;
  /** Who asked: the subject, or their parent. */
  requested_by: string;
  state: DataExportState;
  done_steps: number;
  total_steps: number;
  /** The language of the requester, for the readable summary. */
  language: string;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  /** Where the zip lives in storage while it is ready. */
  storage_key: string | null;
  size_bytes: number | null;
}

/** One ask for a person's account to be erased, its decision, and the erasing job's progress (migration 2026-12-05-erasure). */
export interface ErasureRequestsTable {
  id: string;
  /** Whose account is to be erased. */
  subject_uuid: string;
  /** Who asked: the subject, or their parent. */
  requested_by: string;
  /** The school whose admin decides; null: the platform decides (people who signed up alone). */
  school_id: number | null;
  /** Why, in the asker's words. */
  reason: string | null;
  /** Why it is carried out: asked, or a parent's withdrawn or refused consent whose period passed (migration 2026-12-07-erasure-grounds). */
  grounds: ErasureGrounds;
  state: ErasureState;
  requested_at: string;
  due_at: string;
  decided_by: string | null;
  decided_at: string | null;
  /** Why it was refused, in the decider's words. */
  refusal: string | null;
  done_steps: number;
  total_steps: number;
  erased_at: string | null;
}

/** One ask for a school's data out, what it takes when it leaves (migration 2026-12-06-school-exports). */
export interface SchoolExportsTable {
  id: string;
  school_id: number;
  /** The school admin who asked. */
  requested_by: string;
  state: DataExportState;
  /** Modules' parts written so far, of all. */
  done_steps: number;
  total_steps: number;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  /** Where the zip lives in storage while it is ready. */
  storage_key: string | null;
  /** A bigint column: PostgreSQL answers it as text. */
  size_bytes: number | string | null;
  /** The language README.txt is written in: the asking admin's. */
  language: string;
}
