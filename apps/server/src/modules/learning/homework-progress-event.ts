/** A progress post that named the homework its content was opened from (AddProgressBody.assign_id). */
export interface HomeworkProgress {
  uuid: string;
  assignId: number;
  contentId: number;
  /** The record is complete by the rule of spec 000 §4 (decided by this module, never by the client). */
  complete: boolean;
  /** When the post was recorded (ISO). */
  at: string;
}
