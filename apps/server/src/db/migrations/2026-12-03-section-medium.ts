import type { Kysely } from 'kysely';

// A section's medium of instruction: the specs' language_id its learners are taught in (1 English,
// the default; 2 Hindi ...). The catalogue answers a learner of the section in it first.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sections')
    .addColumn('language_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sections').dropColumn('language_id').execute();
}
