import type { DataExportState } from '@esc/contracts';

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
