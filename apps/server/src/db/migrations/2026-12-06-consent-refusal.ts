import type { Kysely } from 'kysely';

// A parent may refuse a child's request: the moment they refused is kept beside the consent's other times.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('parental_consents').addColumn('refused_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('parental_consents').dropColumn('refused_at').execute();
}
