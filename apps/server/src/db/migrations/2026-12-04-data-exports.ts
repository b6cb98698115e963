import type { Kysely } from 'kysely';

// A person's data out: each ask (the person's own, or a parent's for a linked child), its progress
// through the registry's tables, and the zip's place in storage and its expiry. Instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_uuid', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    // waiting | building | ready | failed | expired
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done_steps', 'integer', (c) => c.notNull())
    .addColumn('total_steps', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('size_bytes', 'integer')
    .execute();
  // A subject's exports newest first; a requester's asks of the last day (the daily cap).
  await db.schema
    .createIndex('data_exports_subject')
    .on('data_exports')
    .columns(['subject_uuid', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('data_exports_requester')
    .on('data_exports')
    .columns(['requested_by', 'requested_at'])
    .execute();
  // Ready files past their expiry, for the clean-up.
  await db.schema.createIndex('data_exports_expiry').on('data_exports').columns(['state', 'expires_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
