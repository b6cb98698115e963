import { sql, type Kysely } from 'kysely';

// Who owns content and media, the school's country (its "today"), transcoding status, and the
// background jobs table of the in-process queue (SQLite; PostgreSQL runs pg-boss in its own schema).
// Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  // null: the platform's catalogue (platform editors only); otherwise the one school whose staff edit it.
  await db.schema
    .alterTable('contents')
    .addColumn('owner_school_id', 'integer', (c) => c.references('schools.school_id'))
    .execute();
  // Signing a file asks which content uses it; without these that is a scan of every content row.
  await db.schema.createIndex('contents_media_key').on('contents').column('media_key').execute();
  await db.schema.createIndex('contents_transcoded_key').on('contents').column('transcoded_key').execute();

  // Platform editors: granted by an operator's command only, never by sign-up, roster or a school admin.
  await db.schema
    .createTable('platform_editors')
    .addColumn('uuid', 'text', (c) => c.primaryKey().references('users.uuid').onDelete('cascade'))
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .execute();

  // "Today" of the gate is the school's day in its country's time zone (spec 002 §9).
  await db.schema
    .alterTable('schools')
    .addColumn('country_iso', 'text', (c) => c.notNull().defaultTo('IN'))
    .execute();

  // processing | ready | failed on the row of a transcoded mp4 to come; null on other uploads.
  await db.schema.alterTable('uploads').addColumn('transcode_status', 'text').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('singleton_key', 'text')
    // created | active | retry | completed | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
  // One waiting job per name and singleton key; a job without a key is never a duplicate.
  await db.schema
    .createIndex('jobs_singleton')
    .unique()
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .where(sql.ref('state'), '=', sql.lit('created'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.alterTable('uploads').dropColumn('transcode_status').execute();
  await db.schema.alterTable('schools').dropColumn('country_iso').execute();
  await db.schema.dropTable('platform_editors').execute();
  await db.schema.dropIndex('contents_transcoded_key').execute();
  await db.schema.dropIndex('contents_media_key').execute();
  await db.schema.alterTable('contents').dropColumn('owner_school_id').execute();
}
