import type { Generated } from 'kysely';

// Row types of the live module's tables (migration 2026-11-28-live-notices): notices and their reads.

export interface NoticesTable {
  notice_id: Generated<number>;
  school_id: number;
  author_uuid: string;
  notice_title: string | null;
  notice_text: string;
  /** school | classes | sections | parents */
  audience: string;
  /** JSON lists of ids */
  class_ids: Generated<string>;
  section_ids: Generated<string>;
  /** JSON list of media keys */
  attachment_keys: Generated<string>;
  publish_at: string;
  notified_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface NoticeReadsTable {
  notice_id: number;
  uuid: string;
  read_at: string;
}
