import type { Kysely } from 'kysely';

// Erasure: each person's request (or a parent's for a linked child), who decides it and by when, the
// decision, and the erasing job's progress; and on users, the moment an account was erased (its row
// stays as "Former learner" so classes' results still add up, and it can never sign in again).
// Instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('erasure_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_uuid', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    // the deciding school; null: the platform decides (people who signed up alone)
    .addColumn('school_id', 'integer')
    .addColumn('reason', 'text')
    // waiting | refused | erasing | erased
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('refusal', 'text')
    .addColumn('done_steps', 'integer', (c) => c.notNull())
    .addColumn('total_steps', 'integer', (c) => c.notNull())
    .addColumn('erased_at', 'text')
    .execute();
  // A person's requests newest first (one open at a time); a school's waiting requests by due date.
  await db.schema
    .createIndex('erasure_requests_subject')
    .on('erasure_requests')
    .columns(['subject_uuid', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('erasure_requests_school')
    .on('erasure_requests')
    .columns(['school_id', 'state', 'due_at'])
    .execute();
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
  await db.schema.dropTable('erasure_requests').execute();
}
