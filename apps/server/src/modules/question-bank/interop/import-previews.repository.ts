import type { Db } from '../../../db/database.js';
import type { QuestionImportPreviewsTable } from '../../../db/schema-assessments.js';

export type ImportPreviewRow = QuestionImportPreviewsTable;

/** The question bank's import previews (question_import_previews): Kysely queries only. */
export function createImportPreviewsRepository(db: Db) {
  return {
    async insert(row: ImportPreviewRow): Promise<void> {
      await db.insertInto('question_import_previews').values(row).execute();
    },

    async byId(previewId: string): Promise<ImportPreviewRow | undefined> {
      return db
        .selectFrom('question_import_previews')
        .selectAll()
        .where('preview_id', '=', previewId)
        .executeTakeFirst();
    },

    /** Marks the preview spent; false when it already was (another import got there first). */
    async markApplied(previewId: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('question_import_previews')
        .set({ applied_at: at, outcomes: '[]' })
        .where('preview_id', '=', previewId)
        .where('applied_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Previews past their day: their files are gone with them. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('question_import_previews').where('expires_at', '<', now).execute();
    },
  };
}

export type ImportPreviewsRepository = ReturnType<typeof createImportPreviewsRepository>;
