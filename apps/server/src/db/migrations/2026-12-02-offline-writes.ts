import type { Kysely } from 'kysely';

// Writes made offline and sent later (docs/offline-conflicts.md): when a teacher's attendance mark
// was made on the device (bounded by the server's receive time; null for marks nobody gave, the
// present-by-default ones), so the later of two teachers' marks is kept; and the client-made id of a
// notice written offline, so a resent one is published once; and every client-made id of a teacher's
// marking save, so marks given offline and sent twice count once.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance_marks').addColumn('made_at', 'text').execute();
  await db.schema.alterTable('notices').addColumn('client_notice_id', 'text').execute();
  // Unique where given (several nulls are allowed on both engines): a resent notice finds its twin.
  await db.schema.createIndex('notices_client_id').unique().on('notices').column('client_notice_id').execute();
  await db.schema
    .createTable('attempt_marking_receipts')
    .addColumn('client_marking_id', 'text', (c) => c.primaryKey())
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.attempt_id').onDelete('cascade'))
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_marking_receipts').execute();
  await db.schema.dropIndex('notices_client_id').execute();
  await db.schema.alterTable('notices').dropColumn('client_notice_id').execute();
  await db.schema.alterTable('attendance_marks').dropColumn('made_at').execute();
}
