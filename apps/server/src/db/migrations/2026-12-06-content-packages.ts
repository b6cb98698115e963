import type { Kysely } from 'kysely';

// H5P and SCORM packages: what each uploaded package holds (its stored files, the file that launches
// it), and each learner's runtime state of a package (suspend data, location, completion) so the
// learner resumes where they left. Instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_packages')
    .addColumn('content_id', 'integer', (c) => c.primaryKey())
    // scorm12 | scorm2004 | h5p
    .addColumn('standard', 'text', (c) => c.notNull())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('launch_path', 'text', (c) => c.notNull())
    // The package's file paths as a JSON list: the only paths its file route serves.
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('total_bytes', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer')
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('package_states')
    .addColumn('user_uuid', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('suspend_data', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('score', 'real')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('package_states_pk', ['user_uuid', 'content_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('package_states').execute();
  await db.schema.dropTable('content_packages').execute();
}
