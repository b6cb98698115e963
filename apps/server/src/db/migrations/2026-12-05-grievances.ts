import type { Kysely } from 'kysely';

// Grievances a person raises about their data, each school's named grievance officer, and the
// append-only security events a breach procedure reads. Instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('grievances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('raised_by', 'text', (c) => c.notNull())
    .addColumn('person_uuid', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    // open | answered | closed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('closed_by', 'text')
    .addColumn('closed_at', 'text')
    .addUniqueConstraint('grievances_year_number', ['year', 'number'])
    .execute();
  await db.schema.createIndex('grievances_raiser').on('grievances').columns(['raised_by', 'raised_at']).execute();
  await db.schema.createIndex('grievances_person').on('grievances').columns(['person_uuid']).execute();
  await db.schema.createIndex('grievances_officer').on('grievances').columns(['school_id', 'state']).execute();

  await db.schema
    .createTable('grievance_officers')
    .addColumn('school_id', 'integer', (c) => c.primaryKey())
    .addColumn('officer_name', 'text', (c) => c.notNull())
    .addColumn('officer_contact', 'text', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('set_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('security_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('user_uuid', 'text')
    .addColumn('ip', 'text')
    .addColumn('route', 'text')
    .addColumn('detail', 'text')
    .execute();
  // The newest first (the operator's reading), and the old ones (the pruning).
  await db.schema.createIndex('security_events_time').on('security_events').columns(['occurred_at']).execute();
  await db.schema.createIndex('security_events_user').on('security_events').columns(['user_uuid']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_events').execute();
  await db.schema.dropTable('grievance_officers').execute();
  await db.schema.dropTable('grievances').execute();
}
