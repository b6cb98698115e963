import type { Kysely } from 'kysely';

// A person's photo: the storage key of its resized copy (media's upload pipeline writes the file,
// identity keeps which one is the person's). Null: no photo.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('photo_key', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('photo_key').execute();
}
