import { sql, type Kysely } from 'kysely';

// A school's data out, what it takes when it leaves: each ask by a school admin, its progress
// through the modules' parts, and the zip's place in storage and its expiry. Instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('school_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    // waiting | building | ready | failed | expired
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('done_steps', 'integer', (c) => c.notNull())
    .addColumn('total_steps', 'integer', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('size_bytes', 'bigint')
    .execute();
  // A school's exports newest first (and the one running).
  await db.schema
    .createIndex('school_exports_school')
    .on('school_exports')
    .columns(['school_id', 'requested_at'])
    .execute();
  // One export of a school waiting or being built at a time, even when two admins ask at once.
  await db.schema
    .createIndex('school_exports_one_running')
    .on('school_exports')
    .column('school_id')
    .unique()
    .where(sql.ref('state'), 'in', sql`('waiting', 'building')`)
    .execute();
  // Ready files past their expiry, for the clean-up.
  await db.schema.createIndex('school_exports_expiry').on('school_exports').columns(['state', 'expires_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('school_exports').execute();
}
