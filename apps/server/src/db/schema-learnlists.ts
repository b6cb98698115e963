import type { Generated } from 'kysely';
import type { LearnListStage } from '@esc/domain';

// Row types of the learn-lists module's tables: lists, items, teachers, assignments, extensions and
// completions (conventions: schema.ts).

/** A learn-list (spec 000 §3): a school's (school_id) or a parent's private one (school_id null). */
export interface LearnListsTable {
  learnlist_id: Generated<number>;
  school_id: number | null;
  owner_uuid: string;
  learnlist_name: string;
  /** 1 draft, 2 published, 3 archived */
  stage: Generated<LearnListStage>;
  is_class_recap: Generated<number>;
  from_teaching_screen: Generated<number>;
  board_id: number | null;
  class_id: number | null;
  subject_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface LearnListItemsTable {
  item_row_id: Generated<number>;
  learnlist_id: number;
  item_type: number;
  /** Text: numbers, or 'EM…' NEMR test ids. */
  item_id: string;
  syllabus_id: number | null;
  syllabus_mapping_id: number | null;
  group_id: number | null;
  item_order: number;
  task_text: string | null;
  created_at: string;
}

export interface LearnListTeachersTable {
  learnlist_id: number;
  teacher_uuid: string;
  shared_by: string;
  created_at: string;
}

export interface LearnListAssignmentsTable {
  assign_id: Generated<number>;
  learnlist_id: number;
  school_id: number | null;
  assigned_by: string;
  is_parent_assigned: Generated<number>;
  group_id: number | null;
  /** The child of a parent's assignment; null for a school's (its sections say who). */
  learner_uuid: string | null;
  /** JSON list */
  assigned_as: string;
  country_iso: string;
  /** The days as given (YYYY-MM-DD) and the instants they mean in that country. */
  start_date: string;
  due_date: string;
  starts_at: string;
  due_at: string;
  all_done_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LearnListAssignmentSectionsTable {
  section_assign_id: Generated<number>;
  assign_id: number;
  section_id: number;
}

export interface LearnListExtensionsTable {
  assign_id: number;
  uuid: string;
  due_date: string;
  due_at: string;
}

export interface LearnListCompletionsTable {
  assign_id: number;
  uuid: string;
  item_row_id: number;
  completed_on: string | null;
  first_opened_at: string | null;
  last_opened_at: string | null;
}
