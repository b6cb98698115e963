import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Doubts: a learner's doubt about a content item, a chapter or a question of a
// released test, with its school, section and subject as the server derived them, the words and
// photos asked with, and the teacher's answer (words, photos, a content item). One row per doubt: a
// doubt has one answer, which its teachers may improve. Each school's setting of whether learners
// read each other's answered doubts (without names). Portable types only; instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('doubts')
    .addColumn('doubt_id', 'integer', identityPrimaryKey(db))
    // Kept as text: the doubt outlives the account.
    .addColumn('learner_uuid', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.section_id'))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    // content | chapter | question
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer')
    .addColumn('syllabus_id', 'integer')
    .addColumn('attempt_id', 'integer')
    .addColumn('question_id', 'integer')
    .addColumn('about_title', 'text', (c) => c.notNull())
    .addColumn('doubt_text', 'text', (c) => c.notNull())
    .addColumn('photo_keys', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answer_text', 'text')
    .addColumn('answer_photo_keys', 'text')
    .addColumn('answer_content_id', 'integer')
    .execute();
  // A learner's doubts newest first; a teacher's queue by section and subject.
  await db.schema.createIndex('doubts_learner').on('doubts').columns(['learner_uuid', 'asked_at']).execute();
  await db.schema
    .createIndex('doubts_queue')
    .on('doubts')
    .columns(['section_id', 'subject_id', 'answered_at'])
    .execute();

  await db.schema
    .createTable('doubt_settings')
    .addColumn('school_id', 'integer', (c) => c.primaryKey().references('schools.school_id'))
    // 1: learners read their sections' answered doubts, without names; 0 (the default) not.
    .addColumn('classmates_see_answered', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('doubt_settings').execute();
  await db.schema.dropTable('doubts').execute();
}
