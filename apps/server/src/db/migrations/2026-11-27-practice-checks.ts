import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// The assessments module's practice checks (practice outside a paper, /question-dashboard): every answer a
// learner checked outside a paper, so their practice dashboard counts what they practised and how
// it went by subject. Nothing else stored practice results before.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('practice_checks')
    .addColumn('practice_check_id', 'integer', identityPrimaryKey(db))
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.question_id').onDelete('cascade'))
    .addColumn('subject_id', 'integer')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  // The summary reads one learner's checks.
  await db.schema.createIndex('practice_checks_uuid').on('practice_checks').column('uuid').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('practice_checks').execute();
}
