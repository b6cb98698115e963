import type { AccessKind } from '@esc/contracts';

// Row types of the audit module's tables (migration 2026-12-05-access-log).

/** One read by a member of staff of one child's personal records. Rows are only added, and pruned by age. */
export interface AccessLogTable {
  id: string;
  /** The member of staff who read. */
  viewer_uuid: string;
  /** Whose records were read. */
  learner_uuid: string;
  /** The viewer's school at the time (the admin's view of their school reads by it). */
  school_id: number | null;
  kind: AccessKind;
  record_id: string | null;
  record_label: string | null;
  read_at: string;
  ip: string | null;
  /** The browser, shortened: "Chrome on Android". */
  device: string | null;
}
