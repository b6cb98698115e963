import type { Kysely } from 'kysely';

// Messages in each reader's language: a school's default language for its people who chose none
// (a code of the language list, or null for English); and what a notification says kept as message
// keys and their values, so each reader's centre renders it in the language they have when they read
// it. The title and body columns keep the English words (and a teacher's own words, which are never
// translated), for rows written before and for a key the catalogue no longer has.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('default_language', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('title_key', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('body_key', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('message_params', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('message_params').execute();
  await db.schema.alterTable('notifications').dropColumn('body_key').execute();
  await db.schema.alterTable('notifications').dropColumn('title_key').execute();
  await db.schema.alterTable('schools').dropColumn('default_language').execute();
}
