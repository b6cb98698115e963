import type { Generated } from 'kysely';

// Row types of the attendance module's tables (migration 2026-11-30-attendance).

export interface AttendanceRegistersTable {
  register_id: Generated<number>;
  school_id: number;
  section_id: number;
  /** YYYY-MM-DD, the school's local day */
  register_date: string;
  marked_by: string;
  marked_at: string;
  updated_by: string;
  updated_at: string;
  absence_notice_at: string | null;
  /** The register's marks by kind, kept with every save. */
  present_count: Generated<number>;
  absent_count: Generated<number>;
  late_count: Generated<number>;
  excused_count: Generated<number>;
}

export interface AttendanceMarksTable {
  register_id: number;
  learner_uuid: string;
  /** present | absent | late | excused */
  mark: string;
  remark: string | null;
  /** teacher | live */
  source: string;
  marked_by: string;
  marked_at: string;
  /** When a teacher gave the mark on their device, bounded by its arrival; null for a default mark. */
  made_at: Generated<string | null>;
  notified_at: Generated<string | null>;
}

export interface AttendanceMarkRequestsTable {
  client_mark_id: string;
  register_id: number;
  school_id: number;
  section_id: number;
  register_date: string;
  marked_by: string;
  received_at: string;
}

export interface AttendanceSettingsTable {
  school_id: number;
  live_presence_percent: number;
  updated_by: string;
  updated_at: string;
}
