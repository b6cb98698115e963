import type { Kysely } from 'kysely';

// Writes made offline and sent later (docs/offline-conflicts.md): when a teacher's attendance mark
// was made on the device (bounded by the server's receive time; null for marks nobody gave, the
// present-by-default ones), so the later of two teachers' marks is kept.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance_marks').addColumn('made_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance_marks').dropColumn('made_at').execute();
}
