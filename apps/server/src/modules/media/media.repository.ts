import type { Db } from '../../db/database.js';
import type { UploadsTable } from '../../db/schema.js';

export type MediaRepository = ReturnType<typeof createMediaRepository>;

/** Queries of the media module: which keys content refers to, and the uploads table. */
export function createMediaRepository(db: Db) {
  return {
    /** True when some content names the key as its media, thumbnail or transcoded file. */
    async isContentKey(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('contents')
        .select('content_id')
        .where((eb) =>
          eb.or([eb('media_key', '=', key), eb('thumbnail_key', '=', key), eb('transcoded_key', '=', key)]),
        )
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    /** Content whose media (not thumbnail) is this key: the access gate decides for these. */
    async contentIdsUsingMedia(key: string, limit = 20): Promise<number[]> {
      const rows = await db
        .selectFrom('contents')
        .select('content_id')
        .where((eb) => eb.or([eb('media_key', '=', key), eb('transcoded_key', '=', key)]))
        .orderBy('content_id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.content_id);
    },

    async findUpload(key: string): Promise<UploadsTable | undefined> {
      return db.selectFrom('uploads').selectAll().where('storage_key', '=', key).executeTakeFirst();
    },

    async insertUpload(row: UploadsTable): Promise<void> {
      await db.insertInto('uploads').values(row).execute();
    },

    async setUploadSize(key: string, sizeBytes: number): Promise<void> {
      await db.updateTable('uploads').set({ size_bytes: sizeBytes }).where('storage_key', '=', key).execute();
    },

    async videoContent(contentId: number) {
      return db
        .selectFrom('contents')
        .select(['content_id', 'content_kind', 'media_key', 'transcoded_key', 'total_media_time_ms'])
        .where('content_id', '=', contentId)
        .executeTakeFirst();
    },
  };
}
