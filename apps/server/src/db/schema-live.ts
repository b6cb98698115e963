import type { Generated } from 'kysely';
import type { LiveClassStatus } from '@esc/domain';

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
  /** Made by the writer's device for a new notice (one written offline waits in its outbox); unique. */
  client_notice_id: Generated<string | null>;
}

export interface NoticeReadsTable {
  notice_id: number;
  uuid: string;
  read_at: string;
}

// Live classes (migration 2026-11-29-live-classes) and the joins of their learners.

export interface LiveClassesTable {
  sch_id: Generated<number>;
  school_id: number;
  /** JSON list of section ids */
  section_ids: string;
  subject_id: number;
  subject_name: string | null;
  title: string;
  start_at: string;
  duration_minutes: number;
  presenter_uuid: string;
  lecture_mode: number;
  lecture_type: number;
  provider: string;
  room_link: string;
  /** The provider's reference to the room (BigBlueButton meetingID, Zoom meeting id); null for a link. */
  room_ref: string | null;
  /** 1 scheduled, 2 started, 3 completed, 4 cancelled, 5 expired */
  live_class_status: LiveClassStatus;
  reminded_at: string | null;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

/** One row per class and section, with the class's start: a section's schedule by index. */
export interface LiveClassSectionsTable {
  sch_id: number;
  section_id: number;
  start_at: string;
}

export interface LiveClassJoinsTable {
  join_id: Generated<number>;
  sch_id: number;
  uuid: string;
  join_minute: string;
  joined_at: string;
}

// Meeting rooms through providers (migration 2026-11-30-live-provider-events).

/** A provider callback, stored by its event id so a repeat counts once. */
export interface LiveProviderEventsTable {
  event_id: string;
  provider: string;
  event_type: string;
  sch_id: number | null;
  /** applied | ignored | unknown-room */
  outcome: string;
  received_at: string;
}

/** A person's time in a class's room as the provider told it. */
export interface LiveRoomVisitsTable {
  visit_id: Generated<number>;
  sch_id: number;
  uuid: string;
  provider: string;
  visit_key: string;
  joined_at: string | null;
  left_at: string | null;
}

/** A person's own way into a class's room, registered with the provider (Zoom registrants). */
export interface LiveRoomRegistrantsTable {
  sch_id: number;
  uuid: string;
  provider: string;
  registrant_id: string;
  join_url: string;
  created_at: string;
}
