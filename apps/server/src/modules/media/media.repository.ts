import type { Db } from '../../db/database.js';
import type { TranscodeState, UploadsTable } from '../../db/schema.js';

export type MediaRepository = ReturnType<typeof createMediaRepository>;

/** The uploads table (the media module's own); which content uses a file is the catalogue's to say. */
export function createMediaRepository(db: Db) {
  return {
    async findUpload(key: string): Promise<UploadsTable | undefined> {
      return db.selectFrom('uploads').selectAll().where('storage_key', '=', key).executeTakeFirst();
    },

    /** The uploads of the keys (those recorded; others are left out). */
    async findUploads(keys: readonly string[]): Promise<UploadsTable[]> {
      if (keys.length === 0) return [];
      return db
        .selectFrom('uploads')
        .selectAll()
        .where('storage_key', 'in', [...keys])
        .execute();
    },

    /** Every file one person uploaded, oldest first (their data out). */
    async uploadsBy(uuid: string): Promise<UploadsTable[]> {
      return db.selectFrom('uploads').selectAll().where('uploaded_by', '=', uuid).orderBy('created_at').execute();
    },

    async insertUpload(row: UploadsTable): Promise<void> {
      await db.insertInto('uploads').values(row).execute();
    },

    /** The state of a transcoded mp4 to come, and its size once it is made. */
    async setTranscodeState(key: string, state: TranscodeState, sizeBytes?: number): Promise<void> {
      await db
        .updateTable('uploads')
        .set({ transcode_status: state, ...(sizeBytes === undefined ? {} : { size_bytes: sizeBytes }) })
        .where('storage_key', '=', key)
        .execute();
    },
  };
}
