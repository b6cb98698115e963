import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Learn-lists and homework (spec 000 §3-§5, the homework loop): lists of a school's teachers (or a parent's
// private ones), their items, the teachers a list is shared with, assignments to sections (or by a
// parent to a child), per-learner extensions and per-learner item completions. Integer ids are
// numbered by the database (identityPrimaryKey), never by max()+1. Portable types only; the helper
// from db/dialect.ts only picks the engine's spelling of an identity column.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const identity = identityPrimaryKey(db);

  // school_id null: a parent's private list. The owner is kept as text: the school's list outlives its author.
  await db.schema
    .createTable('learnlists')
    .addColumn('learnlist_id', 'integer', identity)
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('owner_uuid', 'text', (c) => c.notNull())
    .addColumn('learnlist_name', 'text', (c) => c.notNull())
    // 1 draft, 2 published, 3 archived (packages/domain learnlist-rules)
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_class_recap', 'integer', (c) => c.notNull().defaultTo(0))
    // Made from the teaching screen: at most 50 items (spec 000 §5), on every later add too.
    .addColumn('from_teaching_screen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('board_id', 'integer')
    .addColumn('class_id', 'integer')
    .addColumn('subject_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The search reads a school's lists, and a teacher's (or parent's) own, newest first.
  await db.schema.createIndex('learnlists_school').on('learnlists').columns(['school_id', 'updated_at']).execute();
  await db.schema.createIndex('learnlists_owner').on('learnlists').columns(['owner_uuid', 'updated_at']).execute();

  await db.schema
    .createTable('learnlist_items')
    .addColumn('item_row_id', 'integer', identity)
    .addColumn('learnlist_id', 'integer', (c) => c.notNull().references('learnlists.learnlist_id').onDelete('cascade'))
    .addColumn('item_type', 'integer', (c) => c.notNull())
    // Text: content and paper ids are numbers, NEMR tests are 'EM…' (spec 000 §3).
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('syllabus_id', 'integer')
    .addColumn('syllabus_mapping_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('item_order', 'integer', (c) => c.notNull())
    .addColumn('task_text', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Also the index of a list's items (its leading column).
    .addUniqueConstraint('learnlist_items_unique', ['learnlist_id', 'item_id', 'item_type'])
    .execute();

  await db.schema
    .createTable('learnlist_teachers')
    .addColumn('learnlist_id', 'integer', (c) => c.notNull().references('learnlists.learnlist_id').onDelete('cascade'))
    .addColumn('teacher_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('shared_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('learnlist_teachers_pk', ['learnlist_id', 'teacher_uuid'])
    .execute();
  await db.schema.createIndex('learnlist_teachers_teacher').on('learnlist_teachers').column('teacher_uuid').execute();

  // A school's assignment to sections, or a parent's to one child (learner_uuid, group 3782).
  await db.schema
    .createTable('learnlist_assignments')
    .addColumn('assign_id', 'integer', identity)
    .addColumn('learnlist_id', 'integer', (c) => c.notNull().references('learnlists.learnlist_id'))
    .addColumn('school_id', 'integer')
    .addColumn('assigned_by', 'text', (c) => c.notNull())
    .addColumn('is_parent_assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('group_id', 'integer')
    .addColumn('learner_uuid', 'text', (c) => c.references('users.uuid').onDelete('cascade'))
    // JSON list of learnlist_assigned_as (spec 000 §5)
    .addColumn('assigned_as', 'text', (c) => c.notNull())
    // The country whose day the dates are (the school's; a parent's child's school).
    .addColumn('country_iso', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    // When "completed by all" was told to the teacher: once.
    .addColumn('all_done_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('learnlist_assignments_list')
    .on('learnlist_assignments')
    .column('learnlist_id')
    .execute();
  await db.schema
    .createIndex('learnlist_assignments_learner')
    .on('learnlist_assignments')
    .column('learner_uuid')
    .execute();
  // The due-tomorrow reminder reads assignments by due time.
  await db.schema.createIndex('learnlist_assignments_due').on('learnlist_assignments').column('due_at').execute();

  await db.schema
    .createTable('learnlist_assignment_sections')
    .addColumn('section_assign_id', 'integer', identity)
    .addColumn('assign_id', 'integer', (c) =>
      c.notNull().references('learnlist_assignments.assign_id').onDelete('cascade'),
    )
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.section_id'))
    .addUniqueConstraint('learnlist_assignment_sections_unique', ['assign_id', 'section_id'])
    .execute();
  // A learner's homework: the assignments of the sections they sit in.
  await db.schema
    .createIndex('learnlist_assignment_sections_section')
    .on('learnlist_assignment_sections')
    .columns(['section_id', 'assign_id'])
    .execute();

  await db.schema
    .createTable('learnlist_extensions')
    .addColumn('assign_id', 'integer', (c) =>
      c.notNull().references('learnlist_assignments.assign_id').onDelete('cascade'),
    )
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('learnlist_extensions_pk', ['assign_id', 'uuid'])
    .execute();
  await db.schema.createIndex('learnlist_extensions_due').on('learnlist_extensions').column('due_at').execute();

  // One row per learner, assignment and item once it was opened or completed; completed_on is set once.
  await db.schema
    .createTable('learnlist_completions')
    .addColumn('assign_id', 'integer', (c) =>
      c.notNull().references('learnlist_assignments.assign_id').onDelete('cascade'),
    )
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('item_row_id', 'integer', (c) =>
      c.notNull().references('learnlist_items.item_row_id').onDelete('cascade'),
    )
    .addColumn('completed_on', 'text')
    .addColumn('first_opened_at', 'text')
    .addColumn('last_opened_at', 'text')
    // Its leading columns serve the report (an assignment) and the homework list (an assignment and learner).
    .addPrimaryKeyConstraint('learnlist_completions_pk', ['assign_id', 'uuid', 'item_row_id'])
    .execute();
  // Removing an item deletes its completions through this.
  await db.schema.createIndex('learnlist_completions_item').on('learnlist_completions').column('item_row_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'learnlist_completions',
    'learnlist_extensions',
    'learnlist_assignment_sections',
    'learnlist_assignments',
    'learnlist_teachers',
    'learnlist_items',
    'learnlists',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
