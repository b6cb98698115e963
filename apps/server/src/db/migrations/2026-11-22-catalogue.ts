import type { Kysely } from 'kysely';

// The syllabus tree, groups and content (spec 000 §3, spec 002 §3). Portable types only.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  // Every node knows its board and class, so a class's tree is one indexed read.
  await db.schema.alterTable('syllabus_nodes').addColumn('board_id', 'integer').execute();
  await db.schema.alterTable('syllabus_nodes').addColumn('class_id', 'integer').execute();
  await db.schema.alterTable('syllabus_nodes').addColumn('tag_value_id', 'integer').execute();
  // Custom racks belong to one school; global nodes have none.
  await db.schema.alterTable('syllabus_nodes').addColumn('school_id', 'integer').execute();
  await db.schema
    .alterTable('syllabus_nodes')
    .addColumn('is_custom_rack', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // How a subject's groups are presented (spec 002 §2.2: 2, 0, 4 or unset -> syllabus-group-detail).
  await db.schema.alterTable('syllabus_nodes').addColumn('group_presentation', 'integer').execute();
  await db.schema.alterTable('syllabus_nodes').addColumn('book_code', 'text').execute();
  await db.schema
    .createIndex('syllabus_nodes_board_class')
    .on('syllabus_nodes')
    .columns(['board_id', 'class_id', 'syllabus_type_id'])
    .execute();

  await db.schema
    .createTable('syllabus_versions')
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('syllabus_versions_pk', ['board_id', 'class_id'])
    .execute();

  await db.schema
    .createTable('content_groups')
    .addColumn('group_id', 'integer', (c) => c.primaryKey())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('group_description', 'text')
    .addColumn('group_thumbnail', 'text')
    .addColumn('group_icon', 'text')
    .addColumn('group_category_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().defaultTo(1))
    // Language variants of one group share the parent (the group of the default language).
    .addColumn('group_parent_id', 'integer')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('content_groups_parent').on('content_groups').column('group_parent_id').execute();

  await db.schema
    .createTable('contents')
    .addColumn('content_id', 'integer', (c) => c.primaryKey())
    .addColumn('content_title', 'text', (c) => c.notNull())
    // video, interactive, pdf, html, game, study_notes, practice_test (DOMAIN.md content kinds)
    .addColumn('content_kind', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('crs_id', 'text', (c) => c.unique())
    .addColumn('old_content_id', 'text', (c) => c.unique())
    // Storage keys: the media itself and its thumbnail; URLs are signed when handed out.
    .addColumn('media_key', 'text')
    .addColumn('thumbnail_key', 'text')
    .addColumn('transcoded_key', 'text')
    .addColumn('total_media_time_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_size', 'integer')
    .addColumn('template_id', 'integer')
    .addColumn('service_name', 'text')
    .addColumn('is_online_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Where content sits in the tree, in which group: one content may sit in several places.
  await db.schema
    .createTable('content_mappings')
    .addColumn('syllabus_mapping_id', 'integer', (c) => c.primaryKey())
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.content_id').onDelete('cascade'))
    .addColumn('syllabus_id', 'integer', (c) => c.notNull().references('syllabus_nodes.syllabus_id'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('content_groups.group_id'))
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('chapter_id', 'integer')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('content_mappings_syllabus_group')
    .on('content_mappings')
    .columns(['syllabus_id', 'group_id', 'display_order'])
    .execute();
  // Subtree lists page in display order: the order in the index saves sorting thousands of rows.
  await db.schema
    .createIndex('content_mappings_chapter')
    .on('content_mappings')
    .columns(['chapter_id', 'display_order'])
    .execute();
  await db.schema
    .createIndex('content_mappings_subject')
    .on('content_mappings')
    .columns(['subject_id', 'display_order'])
    .execute();
  await db.schema
    .createIndex('content_mappings_class')
    .on('content_mappings')
    .columns(['board_id', 'class_id'])
    .execute();
  await db.schema.createIndex('content_mappings_content').on('content_mappings').column('content_id').execute();

  await db.schema
    .createTable('tags')
    .addColumn('tag_value_id', 'integer', (c) => c.primaryKey())
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addColumn('tag_name', 'text', (c) => c.notNull())
    .addColumn('tag_value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('content_tags')
    .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.content_id').onDelete('cascade'))
    .addColumn('tag_value_id', 'integer', (c) => c.notNull().references('tags.tag_value_id'))
    .addPrimaryKeyConstraint('content_tags_pk', ['content_id', 'tag_value_id'])
    .execute();
  await db.schema.createIndex('content_tags_tag').on('content_tags').column('tag_value_id').execute();

  await db.schema
    .createTable('custom_subjects')
    .addColumn('custom_subject_id', 'integer', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('custom_subject_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_subjects_school')
    .on('custom_subjects')
    .columns(['school_id', 'board_id', 'class_id'])
    .execute();
  await db.schema
    .createTable('custom_subject_racks')
    .addColumn('custom_subject_id', 'integer', (c) =>
      c.notNull().references('custom_subjects.custom_subject_id').onDelete('cascade'),
    )
    .addColumn('syllabus_id', 'integer', (c) => c.notNull().references('syllabus_nodes.syllabus_id'))
    .addPrimaryKeyConstraint('custom_subject_racks_pk', ['custom_subject_id', 'syllabus_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'custom_subject_racks',
    'custom_subjects',
    'content_tags',
    'tags',
    'content_mappings',
    'contents',
    'content_groups',
    'syllabus_versions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('syllabus_nodes_board_class').execute();
  for (const column of [
    'book_code',
    'group_presentation',
    'is_custom_rack',
    'school_id',
    'tag_value_id',
    'class_id',
    'board_id',
  ]) {
    await db.schema.alterTable('syllabus_nodes').dropColumn(column).execute();
  }
}
