import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Live classes of the live module (spec 001 §3 "Live class", §4; 002 §4.1): a
// school's class for one or more of its sections with a meeting room, and each learner's join (the
// join flow's attendee registration; live attendance reads it later). Portable types only; timestamps
// are ISO-8601 UTC text made by the application.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const identity = identityPrimaryKey(db);

  await db.schema
    .createTable('live_classes')
    .addColumn('sch_id', 'integer', identity)
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    // JSON list of section ids of the school
    .addColumn('section_ids', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('subject_name', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    // Kept as text: the class outlives the accounts.
    .addColumn('presenter_uuid', 'text', (c) => c.notNull())
    .addColumn('lecture_mode', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('lecture_type', 'integer', (c) => c.notNull().defaultTo(1))
    // 'link' now; 'bbb' and 'zoom' later (meeting-rooms.ts)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('room_link', 'text', (c) => c.notNull())
    // 1 scheduled, 2 started, 3 completed, 4 cancelled, 5 expired
    .addColumn('live_class_status', 'integer', (c) => c.notNull().defaultTo(1))
    // Set once the sections were told it starts soon (the reminder job).
    .addColumn('reminded_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_classes_school').on('live_classes').columns(['school_id', 'start_at']).execute();
  await db.schema
    .createIndex('live_classes_presenter')
    .on('live_classes')
    .columns(['presenter_uuid', 'start_at'])
    .execute();
  await db.schema.createIndex('live_classes_remind').on('live_classes').columns(['reminded_at', 'start_at']).execute();

  await db.schema
    .createTable('live_class_joins')
    .addColumn('join_id', 'integer', identity)
    .addColumn('sch_id', 'integer', (c) => c.notNull().references('live_classes.sch_id').onDelete('cascade'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    // The minute of the join (ISO, seconds 00): one row per person, class and minute.
    .addColumn('join_minute', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('live_class_joins_minute', ['sch_id', 'uuid', 'join_minute'])
    .execute();
  await db.schema.createIndex('live_class_joins_person').on('live_class_joins').columns(['uuid', 'sch_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_class_joins').execute();
  await db.schema.dropTable('live_classes').execute();
}
