import type { Selectable } from 'kysely';
import type { LearningProgressTable } from '../../db/schema.js';

/** A progress row as the service sees it (times in ms, flags 0/1). */
export type ProgressRow = Pick<
  Selectable<LearningProgressTable>,
  | 'content_id'
  | 'total_consumption_ms'
  | 'total_media_ms'
  | 'resume_position_ms'
  | 'is_complete'
  | 'source'
  | 'group_category_id'
  | 'completed_at'
  | 'updated_at'
>;

/** The record fields a post may set besides the times; undefined leaves the stored value as it is. */
export type ProgressContext = Partial<
  Pick<
    LearningProgressTable,
    | 'section_id'
    | 'enrolled_school_id'
    | 'group_category_id'
    | 'group_category_name'
    | 'board_id'
    | 'class_id'
    | 'learning_profile'
    | 'package_id'
  >
>;

export interface ProgressPost {
  uuid: string;
  /**
   * The idempotency key scoped to the learner, so one learner's keys can never collide with (or
   * block) another's; null for a post sent without a key, which is counted as it comes.
   */
  eventKey: string | null;
  /** The record key: the content id, or the negated paper id for paper progress. */
  recordKey: number;
  deltaMs: number;
  /** null: the client did not send it and the catalogue does not know the content. */
  mediaMs: number | null;
  resumeMs: number | undefined;
  source: number;
  context: ProgressContext;
  now: string;
  /** The homework the content was opened from (not stored with the record: learn-lists is told). */
  assignId?: number;
}

/** The columns of a ProgressRow, as every read and write of a record returns them. */
export const rowColumns = [
  'content_id',
  'total_consumption_ms',
  'total_media_ms',
  'resume_position_ms',
  'is_complete',
  'source',
  'group_category_id',
  'completed_at',
  'updated_at',
] as const;
