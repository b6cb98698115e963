import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Work handed in and returned: which homework tasks ask for work (with a maximum
// mark), and every hand-in of a learner (photos, a PDF or typed text), its lateness, marks and comment.
// Portable types only; instants are ISO-8601 UTC text, marks whole or half numbers.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('handin_tasks')
    .addColumn('learnlist_id', 'integer', (c) => c.notNull().references('learnlists.learnlist_id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('max_marks', 'integer', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('handin_tasks_pk', ['learnlist_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('handins')
    .addColumn('handin_id', 'integer', identityPrimaryKey(db))
    .addColumn('assign_id', 'integer', (c) =>
      c.notNull().references('learnlist_assignments.assign_id').onDelete('cascade'),
    )
    .addColumn('learnlist_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('learner_uuid', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('attempt_no', 'integer', (c) => c.notNull())
    .addColumn('client_handin_id', 'text', (c) => c.notNull().unique())
    // 1 handed in, 2 returned, 3 asked again (HandinStatus)
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('file_keys', 'text', (c) => c.notNull())
    .addColumn('handed_in_at', 'text', (c) => c.notNull())
    .addColumn('max_marks', 'integer', (c) => c.notNull())
    // Whole or half marks: exact in a double.
    .addColumn('marks', 'double precision')
    .addColumn('comment', 'text')
    // The teacher's drawings on photos (their school's uploads): JSON list of keys.
    .addColumn('marked_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('returned_by', 'text')
    .addColumn('returned_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('handins_turn', ['assign_id', 'item_id', 'learner_uuid', 'attempt_no'])
    .execute();
  await db.schema.createIndex('handins_task').on('handins').columns(['assign_id', 'item_id', 'section_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('handins').execute();
  await db.schema.dropTable('handin_tasks').execute();
}
