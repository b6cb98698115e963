/** Content a learner opened from homework they hold, the item in its list (decided by the gate). */
export interface HomeworkOpen {
  uuid: string;
  assignId: number;
  contentId: number;
  /** When it was opened (ISO), by the server's clock. */
  at: string;
}
