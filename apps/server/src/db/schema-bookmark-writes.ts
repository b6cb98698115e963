// Row type of the learning module's record of bookmark writes by client id (migration
// 2026-12-02-bookmark-writes; conventions: schema.ts).

/**
 * One bookmark write as the client made it offline: its client-made id, once per person. A resend
 * of the same id (the outbox retrying after a lost answer) answers this outcome and changes nothing.
 */
export interface BookmarkWritesTable {
  uuid: string;
  client_write_id: string;
  kind: 'content' | 'syllabus' | 'question' | 'paper' | 'recorded_lecture';
  item_id: string;
  /** 1 the write set the bookmark, 0 it unset it. */
  is_bookmarked: number;
  created_at: string;
}
