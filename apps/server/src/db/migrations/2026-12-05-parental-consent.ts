import type { Kysely } from 'kysely';

// Verifiable parental consent: a learner's date of birth, the consent a self-registered child waits
// for (one row per child), and the notice each school gave its pupils' parents (one row per school).
// Instants ISO-8601 UTC text; days YYYY-MM-DD.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('date_of_birth', 'text').execute();
  await db.schema
    .createTable('parental_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('child_uuid', 'text', (c) => c.notNull().unique())
    // email | sms, and the address the code goes to (an e-mail, or a mobile in E.164 form)
    .addColumn('parent_channel', 'text')
    .addColumn('parent_contact', 'text')
    // waiting | given | withdrawn | refused
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'text')
    .addColumn('notice_version', 'text')
    .addColumn('given_at', 'text')
    .addColumn('parent_uuid', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('erase_after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A parent's consents (their profile's list).
  await db.schema.createIndex('parental_consents_parent').on('parental_consents').column('parent_uuid').execute();
  await db.schema
    .createTable('school_privacy_notices')
    .addColumn('school_id', 'integer', (c) => c.primaryKey())
    .addColumn('told_on', 'text', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('school_privacy_notices').execute();
  await db.schema.dropTable('parental_consents').execute();
  await db.schema.alterTable('users').dropColumn('date_of_birth').execute();
}
