import type { Db } from '../../db/database.js';
import { seenBySchools } from './school-visibility.repository.js';

/** What other modules show of a content item besides their own rows. */
export interface ContentBrief {
  content_id: number;
  content_title: string;
  content_kind: string;
  thumbnail_key: string | null;
  total_media_time_ms: number;
}

export type ContentBriefsRepository = ReturnType<typeof createContentBriefsRepository>;

/**
 * Titles, kinds and lengths of content items by id: one primary-key query per set.
 * Content of a school other than the viewer's is not found (ids come from people, not the catalogue).
 */
export function createContentBriefsRepository(db: Db) {
  async function contents(ids: readonly number[], schoolIds: readonly number[]): Promise<ContentBrief[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('contents as c')
      .select(['c.content_id', 'c.content_title', 'c.content_kind', 'c.thumbnail_key', 'c.total_media_time_ms'])
      .where('c.content_id', 'in', ids)
      .where(seenBySchools('c.owner_school_id', schoolIds))
      .execute();
  }

  return { contents };
}
