import type { Kysely } from 'kysely';

// The closing job (live-class-close.job.ts) reads the classes still scheduled or started by their
// start: an index on (status, start) keeps that read to the open classes, not the school's history.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('live_classes_open')
    .on('live_classes')
    .columns(['live_class_status', 'start_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('live_classes_open').execute();
}
