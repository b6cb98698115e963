import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// The platform module's own tables: ratings of the app (one row a person), leads and crash reports
// (numbered by the database), and the institute a person's dashboard opens on. Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const identity = identityPrimaryKey(db);
  await db.schema
    .createTable('app_ratings')
    .addColumn('uuid', 'text', (c) => c.primaryKey().references('users.uuid').onDelete('cascade'))
    .addColumn('rating', 'integer')
    .addColumn('comment', 'text')
    .addColumn('rated_at', 'text')
    .addColumn('last_asked_at', 'text')
    .execute();
  // appRatingsData counts by stars.
  await db.schema.createIndex('app_ratings_rating').on('app_ratings').column('rating').execute();

  await db.schema
    .createTable('lead_captures')
    .addColumn('lead_id', 'integer', identity)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('board_id', 'integer')
    .addColumn('class_id', 'integer')
    .addColumn('message', 'text')
    .addColumn('source', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('crash_reports')
    .addColumn('report_id', 'integer', identity)
    // Reports outlive the account that sent them only as anonymous ones.
    .addColumn('uuid', 'text', (c) => c.references('users.uuid').onDelete('set null'))
    .addColumn('projectname', 'text', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('data', 'text')
    .addColumn('api_details', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('crash_reports_created').on('crash_reports').column('created_at').execute();

  await db.schema
    .createTable('dashboard_preferences')
    .addColumn('uuid', 'text', (c) => c.primaryKey().references('users.uuid').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id').onDelete('cascade'))
    .addColumn('synced_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['dashboard_preferences', 'crash_reports', 'lead_captures', 'app_ratings']) {
    await db.schema.dropTable(table).execute();
  }
}
