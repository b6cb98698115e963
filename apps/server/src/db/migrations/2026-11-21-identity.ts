import type { Kysely } from 'kysely';

// Migrations never import application code: they must keep working when the code moves on.
// Portable types only (integer, text); ids and timestamps are made by the application.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('school_id', 'integer', (c) => c.primaryKey())
    .addColumn('school_name', 'text', (c) => c.notNull())
    .addColumn('institute_type', 'integer')
    .addColumn('school_status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('syllabus_nodes')
    .addColumn('syllabus_id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('syllabus_nodes.syllabus_id'))
    .addColumn('syllabus_name', 'text', (c) => c.notNull())
    .addColumn('syllabus_type_id', 'integer', (c) => c.notNull())
    .addColumn('rack_type_id', 'integer')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('syllabus_nodes_parent').on('syllabus_nodes').column('parent_id').execute();

  await db.schema
    .createTable('sections')
    .addColumn('section_id', 'integer', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('board_id', 'integer', (c) => c.notNull().references('syllabus_nodes.syllabus_id'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('syllabus_nodes.syllabus_id'))
    .addColumn('section_name', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .execute();
  await db.schema
    .createIndex('sections_school')
    .on('sections')
    .columns(['school_id', 'board_id', 'class_id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('user_type_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('country_iso', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('gts_user_id', 'text')
    .addColumn('em_user_id', 'text')
    .addColumn('package_flow_webgate_bucket', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('section_id', 'integer', (c) => c.references('sections.section_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').column('user_uuid').execute();
  await db.schema.createIndex('memberships_school').on('memberships').column('school_id').execute();
  await db.schema.createIndex('memberships_section').on('memberships').column('section_id').execute();

  await db.schema
    .createTable('parent_child_links')
    .addColumn('parent_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('child_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('parent_child_links_pk', ['parent_uuid', 'child_uuid'])
    .execute();
  await db.schema.createIndex('parent_child_links_child').on('parent_child_links').column('child_uuid').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('replaced_by', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_uuid').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['account_key', 'failed_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'login_failures',
    'refresh_tokens',
    'parent_child_links',
    'memberships',
    'users',
    'sections',
    'syllabus_nodes',
    'schools',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
