import type { Kysely } from 'kysely';

// A question file checked before it is imported: what became of each of its questions (with the
// figures the file carried), kept for a day so the import needs only the preview's id and the
// teacher's choice of chapters. Instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('question_import_previews')
    .addColumn('preview_id', 'text', (c) => c.primaryKey())
    // The bank the questions go to: a school's, or the platform's (null).
    .addColumn('school_id', 'integer')
    .addColumn('uploader_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // The outcomes as JSON, figures as base64: written once, read once by the import.
    .addColumn('outcomes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .execute();
  // Expired previews are cleared by age.
  await db.schema
    .createIndex('question_import_previews_expiry')
    .on('question_import_previews')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('question_import_previews').execute();
}
