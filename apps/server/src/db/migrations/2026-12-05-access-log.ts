import type { Kysely } from 'kysely';

// Who looked: one row per read by staff of one child's personal records (who, whose, what, which
// record, when, from where). Only added to; a daily job removes rows past the retention. Instants
// ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('viewer_uuid', 'text', (c) => c.notNull())
    .addColumn('learner_uuid', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text')
    .addColumn('record_label', 'text')
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('device', 'text')
    .execute();
  // A child's log newest first (the child and their parent); a school's (its admin), by staff member.
  await db.schema.createIndex('access_log_learner').on('access_log').columns(['learner_uuid', 'read_at']).execute();
  await db.schema.createIndex('access_log_school').on('access_log').columns(['school_id', 'read_at']).execute();
  await db.schema.createIndex('access_log_viewer').on('access_log').columns(['viewer_uuid', 'read_at']).execute();
  // The pruning job's range.
  await db.schema.createIndex('access_log_read_at').on('access_log').column('read_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_log').execute();
}
