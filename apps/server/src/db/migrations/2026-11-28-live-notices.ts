import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Notices of the live module (spec 001 §3, §7): a school's notice to the school,
// classes, sections or parents, with attached files (media keys) and a publish time, and one read
// receipt per reader. Portable types only; timestamps are ISO-8601 UTC text made by the application.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const identity = identityPrimaryKey(db);

  await db.schema
    .createTable('notices')
    .addColumn('notice_id', 'integer', identity)
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    // Kept as text: the school's notice outlives its author's account.
    .addColumn('author_uuid', 'text', (c) => c.notNull())
    .addColumn('notice_title', 'text')
    .addColumn('notice_text', 'text', (c) => c.notNull())
    // school | classes | sections | parents
    .addColumn('audience', 'text', (c) => c.notNull())
    // JSON lists of ids the audience names (classes, sections; parents of either, or none: the school's)
    .addColumn('class_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('section_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON list of media keys of the school's uploads
    .addColumn('attachment_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('publish_at', 'text', (c) => c.notNull())
    // Set once its audience was told (at once, or by the publish job at publish_at).
    .addColumn('notified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // Readers read a school's published notices newest first; the job looks for those not yet told.
  await db.schema.createIndex('notices_school').on('notices').columns(['school_id', 'publish_at']).execute();
  await db.schema.createIndex('notices_author').on('notices').columns(['author_uuid', 'publish_at']).execute();
  await db.schema.createIndex('notices_untold').on('notices').columns(['notified_at', 'publish_at']).execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.notice_id').onDelete('cascade'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['notice_id', 'uuid'])
    .execute();
  await db.schema.createIndex('notice_reads_reader').on('notice_reads').column('uuid').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropTable('notices').execute();
}
