import type { Generated } from 'kysely';

// Row types of the doubts module's tables (migration 2026-12-01-doubts).

export interface DoubtsTable {
  doubt_id: Generated<number>;
  /** The learner who asked. */
  learner_uuid: string;
  /** The learner's school and section, and the subject: derived by the server when the doubt is asked. */
  school_id: number;
  section_id: number;
  subject_id: number;
  /** content | chapter | question */
  about: string;
  content_id: number | null;
  syllabus_id: number | null;
  attempt_id: number | null;
  question_id: number | null;
  /** The title shown for what the doubt is about, as the learner saw it when asking. */
  about_title: string;
  doubt_text: string;
  /** JSON list of upload keys. */
  photo_keys: string;
  asked_at: string;
  answered_at: string | null;
  answered_by: string | null;
  answer_text: string | null;
  /** JSON list of upload keys. */
  answer_photo_keys: string | null;
  answer_content_id: number | null;
}

export interface DoubtSettingsTable {
  school_id: number;
  classmates_see_answered: number;
  updated_by: string;
  updated_at: string;
}
