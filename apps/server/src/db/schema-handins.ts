import type { Generated } from 'kysely';
import type { HandinStatus } from '@esc/domain';

// Row types of the hand-ins module's tables (migration 2026-12-01-handins; conventions: schema.ts).

/** A homework task (learn-list item type 4) that asks for work handed in, with its maximum mark. */
export interface HandinTasksTable {
  learnlist_id: number;
  /** The task's learnlist_item_id (stable when a list's items are saved again). */
  item_id: string;
  /** The list's school: only its staff set the task. */
  school_id: number;
  max_marks: number;
  set_by: string;
  updated_at: string;
}

/** One hand-in of a learner for a task of a homework; a new one after "asked again" (attempt_no + 1). */
export interface HandinsTable {
  handin_id: Generated<number>;
  assign_id: number;
  learnlist_id: number;
  item_id: string;
  learner_uuid: string;
  school_id: number;
  /** The learner's section the homework reached: its teachers mark the work. */
  section_id: number;
  attempt_no: number;
  /** The client's id: a retry of the same hand-in counts once. */
  client_handin_id: string;
  status: HandinStatus;
  /** 1 when handed in after the learner's due instant. */
  late: number;
  text: string | null;
  /** JSON list of upload keys. */
  file_keys: string;
  handed_in_at: string;
  /** The task's maximum when the work was marked (a later change of maximum keeps old marks readable). */
  max_marks: number;
  marks: number | null;
  comment: string | null;
  /** JSON list of upload keys: the teacher's drawings on the photos. */
  marked_keys: Generated<string>;
  returned_by: string | null;
  returned_at: string | null;
  updated_at: string;
}
