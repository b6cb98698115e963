import type { Kysely } from 'kysely';

// Bookmark writes by the client's id (the offline app's outbox sends a bookmark again when its answer
// was lost): the first write of an id is applied, a resend answers its outcome. Portable types only;
// instants are ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bookmark_writes')
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('client_write_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('is_bookmarked', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmark_writes_pk', ['uuid', 'client_write_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bookmark_writes').execute();
}
