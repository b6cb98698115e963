import type { Kysely } from 'kysely';

// Progress records, bookmarks, uploads, and the minimal paper record bookmarks need
// (spec 000 §3, §4). Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One record per learner and content: consumption adds up, completion never goes back.
  await db.schema
    .createTable('learning_progress')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('total_consumption_ms', 'integer', (c) => c.notNull())
    .addColumn('total_media_ms', 'integer', (c) => c.notNull())
    .addColumn('resume_position_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('section_id', 'integer')
    .addColumn('enrolled_school_id', 'integer')
    .addColumn('group_category_id', 'integer')
    .addColumn('group_category_name', 'text')
    .addColumn('board_id', 'integer')
    .addColumn('class_id', 'integer')
    .addColumn('learning_profile', 'integer')
    .addColumn('package_id', 'integer')
    .addColumn('completed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('learning_progress_user_content', ['uuid', 'content_id'])
    .execute();
  await db.schema
    .createIndex('learning_progress_recent')
    .on('learning_progress')
    .columns(['uuid', 'updated_at'])
    .execute();

  // Client-made event ids already counted: a retried post is acknowledged, not counted again.
  await db.schema
    .createTable('progress_events')
    .addColumn('client_event_id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  // Papers as far as bookmarks need them; the assessments module grows this table.
  await db.schema
    .createTable('papers')
    .addColumn('paper_id', 'integer', (c) => c.primaryKey())
    .addColumn('paper_name', 'text', (c) => c.notNull())
    .addColumn('syllabus_id', 'integer')
    .addColumn('board_id', 'integer')
    .addColumn('class_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('total_questions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // kind: content, syllabus, question, paper, recorded_lecture (DOMAIN.md). The row exists while set.
  await db.schema
    .createTable('bookmarks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('syllabus_id', 'integer')
    .addColumn('l1_syllabus_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('group_name', 'text')
    .addColumn('language_id', 'integer')
    // The rest of the payload the client sent, as JSON text, handed back in lists.
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bookmarks_user_item', ['uuid', 'kind', 'item_id'])
    .execute();
  await db.schema.createIndex('bookmarks_user_kind').on('bookmarks').columns(['uuid', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('folder_path', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer')
    .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.uuid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['uploads', 'bookmarks', 'papers', 'progress_events', 'learning_progress']) {
    await db.schema.dropTable(table).execute();
  }
}
