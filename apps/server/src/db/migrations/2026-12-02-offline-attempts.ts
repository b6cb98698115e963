import type { Kysely } from 'kysely';

// Timed tests taken offline: a paper its teacher set "online only" (no offline sync);
// when an attempt's answers or submit made offline were taken after the deadline ("completed offline,
// synced at ..."); and, per answer received, its seq and the attempt's own elapsed time, so a late
// answer whose count runs back against the order of the answers is refused as tampered.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('papers')
    .addColumn('online_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('attempts').addColumn('offline_synced_at', 'text').execute();
  await db.schema.alterTable('attempt_answer_receipts').addColumn('seq', 'integer').execute();
  await db.schema.alterTable('attempt_answer_receipts').addColumn('elapsed_ms', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempt_answer_receipts').dropColumn('elapsed_ms').execute();
  await db.schema.alterTable('attempt_answer_receipts').dropColumn('seq').execute();
  await db.schema.alterTable('attempts').dropColumn('offline_synced_at').execute();
  await db.schema.alterTable('papers').dropColumn('online_only').execute();
}
