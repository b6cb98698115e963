import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Attendance, one register (spec 001 §3 "Attendance"): a register per section and day
// (who marked it and when, who changed it last), one mark per learner of it (present, absent, late or
// excused, a remark, and whether the teacher gave it or live attendance did), the client-made ids of
// saves (a retry counts once), and each school's share of a live class that counts as present.
// Portable types only; days are YYYY-MM-DD in the school's time zone, instants ISO-8601 UTC text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attendance_registers')
    .addColumn('register_id', 'integer', identityPrimaryKey(db))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.section_id'))
    // The school's local day the register is of.
    .addColumn('register_date', 'text', (c) => c.notNull())
    // Kept as text: the register outlives the accounts.
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // When the day's absence notice last went to parents.
    .addColumn('absence_notice_at', 'text')
    // The register's marks counted by kind, kept with every save: a school's summary adds these up.
    .addColumn('present_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('absent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('late_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('excused_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('attendance_registers_day', ['section_id', 'register_date'])
    .execute();
  await db.schema
    .createIndex('attendance_registers_school')
    .on('attendance_registers')
    .columns(['school_id', 'register_date'])
    .execute();

  await db.schema
    .createTable('attendance_marks')
    .addColumn('register_id', 'integer', (c) =>
      c.notNull().references('attendance_registers.register_id').onDelete('cascade'),
    )
    .addColumn('learner_uuid', 'text', (c) => c.notNull())
    // present | absent | late | excused
    .addColumn('mark', 'text', (c) => c.notNull())
    .addColumn('remark', 'text')
    // teacher | live
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('marked_at', 'text', (c) => c.notNull())
    // When the learner's parents were told of the day's absence (once a register).
    .addColumn('notified_at', 'text')
    .addPrimaryKeyConstraint('attendance_marks_pk', ['register_id', 'learner_uuid'])
    .execute();
  await db.schema
    .createIndex('attendance_marks_learner')
    .on('attendance_marks')
    .columns(['learner_uuid', 'register_id'])
    .execute();

  await db.schema
    .createTable('attendance_mark_requests')
    .addColumn('client_mark_id', 'text', (c) => c.primaryKey())
    .addColumn('register_id', 'integer', (c) =>
      c.notNull().references('attendance_registers.register_id').onDelete('cascade'),
    )
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('register_date', 'text', (c) => c.notNull())
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('attendance_settings')
    .addColumn('school_id', 'integer', (c) => c.primaryKey().references('schools.school_id'))
    // Per cent of a live class a learner must be in to count present (half by default).
    .addColumn('live_presence_percent', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attendance_settings').execute();
  await db.schema.dropTable('attendance_mark_requests').execute();
  await db.schema.dropTable('attendance_marks').execute();
  await db.schema.dropTable('attendance_registers').execute();
}
