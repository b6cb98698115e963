import type { Generated } from 'kysely';

// Row types of the platform module's own tables (migration 2026-11-26-platform-feedback): people's
// ratings of the app, leads from the public site, the client's crash reports, and the institute a
// person's dashboard opens on.

export interface AppRatingsTable {
  uuid: string;
  /** 1-5; null: asked, never rated. */
  rating: number | null;
  comment: string | null;
  rated_at: string | null;
  last_asked_at: string | null;
}

export interface LeadCapturesTable {
  lead_id: Generated<number>;
  name: string;
  email: string | null;
  /** "+code-national", as parseMobile of packages/domain writes it. */
  mobile: string | null;
  board_id: number | null;
  class_id: number | null;
  message: string | null;
  source: string | null;
  /** JSON of the device fields the client sent. */
  device: string;
  created_at: string;
}

export interface CrashReportsTable {
  report_id: Generated<number>;
  /** The signed-in person, or null (a guest, or signed out). */
  uuid: string | null;
  projectname: string;
  event_name: string;
  device: string;
  data: string | null;
  api_details: string | null;
  created_at: string;
}

export interface DashboardPreferencesTable {
  uuid: string;
  school_id: number;
  synced_at: string;
}
