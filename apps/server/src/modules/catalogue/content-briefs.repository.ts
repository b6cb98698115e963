import type { Db } from '../../db/database.js';

/** What other modules show of a content item besides their own rows. */
export interface ContentBrief {
  content_id: number;
  content_title: string;
  content_kind: string;
  thumbnail_key: string | null;
  total_media_time_ms: number;
  /** null: the platform's; otherwise the school whose own content it is (only its people see it). */
  owner_school_id: number | null;
}

export interface PaperBrief {
  paper_id: number;
  paper_name: string;
  syllabus_id: number | null;
  board_id: number | null;
  class_id: number | null;
}

export type ContentBriefsRepository = ReturnType<typeof createContentBriefsRepository>;

/** Titles, kinds and lengths of content items and papers by id: one primary-key query per set. */
export function createContentBriefsRepository(db: Db) {
  async function contents(ids: readonly number[]): Promise<ContentBrief[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('contents')
      .select([
        'content_id',
        'content_title',
        'content_kind',
        'thumbnail_key',
        'total_media_time_ms',
        'owner_school_id',
      ])
      .where('content_id', 'in', ids)
      .execute();
  }

  async function papers(ids: readonly number[]): Promise<PaperBrief[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('papers')
      .select(['paper_id', 'paper_name', 'syllabus_id', 'board_id', 'class_id'])
      .where('paper_id', 'in', ids)
      .execute();
  }

  return { contents, papers };
}
