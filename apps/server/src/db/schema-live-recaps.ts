// Row type of the live module's class-recap links (migration 2026-11-30-live-recaps; conventions: schema.ts).

/** A live class's recap learn-list: the list itself is the learn-lists module's (is_class_recap 1). */
export interface LiveClassRecapsTable {
  sch_id: number;
  school_id: number;
  learnlist_id: number;
  attached_by: string;
  created_at: string;
  updated_at: string;
}
