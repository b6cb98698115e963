import type { Kysely } from 'kysely';

// The language a school export's README.txt is written in: the admin's when they asked, as a
// person's own export is written in theirs. Exports asked before it were written in English.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('school_exports')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('school_exports').dropColumn('language').execute();
}
