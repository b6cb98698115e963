import type { Generated } from 'kysely';

// Row type of the live module's recordings (migration 2026-11-30-live-recordings).

export type RecordingStateValue = 'processing' | 'ready' | 'failed';

export interface LiveRecordingsTable {
  recording_id: Generated<number>;
  sch_id: number;
  school_id: number;
  /** 'upload', or the meeting-room provider's name */
  source: string;
  external_id: string | null;
  media_key: string | null;
  playback_url: string | null;
  notes_key: string | null;
  title: string;
  duration_seconds: number | null;
  state: RecordingStateValue;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}
