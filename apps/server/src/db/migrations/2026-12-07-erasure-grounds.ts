import type { Kysely } from 'kysely';

// Why an erasure is carried out: a person asked (every request before this), or a parent withdrew or
// refused consent for a child and the 30 days passed. Kept beside the request so the decisions list
// and the person's own list say which.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('erasure_requests')
    .addColumn('grounds', 'text', (c) => c.notNull().defaultTo('asked'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('erasure_requests').dropColumn('grounds').execute();
}
