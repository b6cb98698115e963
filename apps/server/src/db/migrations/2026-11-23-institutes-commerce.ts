import type { Kysely } from 'kysely';

// Institutes, packages, subscriptions, licences, payments and the facts the access gate reads
// (spec 001 §2-§9, spec 002 §4-§6). Portable types only; money in paise (integers).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  // The school's own settings and what the institute dashboards show.
  await db.schema.alterTable('schools').addColumn('institute_identifier', 'text').execute();
  await db.schema.alterTable('schools').addColumn('school_institute_code', 'text').execute();
  await db.schema.alterTable('schools').addColumn('school_institute_logo', 'text').execute();
  await db.schema.alterTable('schools').addColumn('school_address', 'text').execute();
  // ESC tablets may not open online-only content when this is 0 (spec 002 §6).
  await db.schema
    .alterTable('schools')
    .addColumn('esc_online_content_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Batches: the section master website id selects an institute (spec 001 §2).
  await db.schema.alterTable('sections').addColumn('section_master_website_id', 'integer').execute();
  await db.schema.alterTable('sections').addColumn('batch_type', 'integer').execute();
  // Profile facts of a learner: a classroom tablet, the learning profile code (spec 001 §3).
  await db.schema
    .alterTable('users')
    .addColumn('is_esc', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('learning_profile', 'integer').execute();
  await db.schema.alterTable('users').addColumn('institute_type', 'integer').execute();

  // Module access (spec 002 §5.4, spec 001 §5): the subjects a school has for a board and class.
  await db.schema
    .createTable('school_subjects')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_subjects_pk', ['school_id', 'board_id', 'class_id', 'subject_id'])
    .execute();
  // Which teacher teaches which subject of a section (coordinators and bde see all, spec 001 §5).
  await db.schema
    .createTable('teacher_assignments')
    .addColumn('user_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.section_id'))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('teacher_assignments_pk', ['user_uuid', 'section_id', 'subject_id'])
    .execute();

  await db.schema
    .createTable('packages')
    .addColumn('package_id', 'integer', (c) => c.primaryKey())
    .addColumn('package_name', 'text', (c) => c.notNull())
    .addColumn('entity_name', 'text', (c) => c.notNull())
    // 2 school smart classroom, 3 other (spec 001 §3)
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('package_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('INR'))
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('free_trial_days', 'integer')
    // JSON list of learn, practice, test, live_classes
    .addColumn('student_subscribed_services', 'text', (c) => c.notNull())
    .addColumn('is_gts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_bde', 'integer', (c) => c.notNull().defaultTo(0))
    // B2B packages (ids 3 and 4) belong to an institute.
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('package_flag', 'text')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('package_syllabus')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.package_id').onDelete('cascade'))
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('package_syllabus_pk', ['package_id', 'board_id', 'class_id'])
    .execute();
  await db.schema
    .createIndex('package_syllabus_class')
    .on('package_syllabus')
    .columns(['board_id', 'class_id'])
    .execute();

  // A learner's package (user package / entity subscription, spec 001 §3).
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.package_id'))
    .addColumn('entity_name', 'text', (c) => c.notNull())
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('package_status', 'integer', (c) => c.notNull())
    .addColumn('is_free_trial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('package_start_date', 'text', (c) => c.notNull())
    .addColumn('package_end_date', 'text', (c) => c.notNull())
    .addColumn('purchased_by', 'text')
    .addColumn('subscription_source', 'text', (c) => c.notNull())
    .addColumn('subscription_type_id', 'integer')
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_user_class')
    .on('subscriptions')
    .columns(['uuid', 'board_id', 'class_id'])
    .execute();

  // Seats of an institute's package (spec 001 §3, §5).
  await db.schema
    .createTable('licences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.package_id'))
    .addColumn('package_status', 'integer', (c) => c.notNull())
    .addColumn('allowed_student_count', 'integer', (c) => c.notNull())
    .addColumn('allowed_teacher_count', 'integer', (c) => c.notNull())
    .addColumn('allowed_esc_count', 'integer', (c) => c.notNull())
    .addColumn('consumed_student_license', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_teacher_license', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registered_esc_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_until', 'text')
    .addUniqueConstraint('licences_school_package', ['school_id', 'package_id'])
    .execute();

  // Institute interests (spec 001 §7 addInterest/removeInterest; spec 002 §4.6).
  await db.schema
    .createTable('interests')
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('parent_uuid', 'text')
    .addColumn('institute_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('subscription_type_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('interests_pk', ['uuid', 'board_id', 'class_id'])
    .execute();

  // Freemium: what a learner has opened for free, per board and class (spec 002 §5.3).
  await db.schema
    .createTable('content_accesses')
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('accessed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_accesses_pk', ['uuid', 'content_id'])
    .execute();
  await db.schema
    .createIndex('content_accesses_class')
    .on('content_accesses')
    .columns(['uuid', 'board_id', 'class_id'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payer_uuid', 'text', (c) => c.notNull().references('users.uuid'))
    .addColumn('learner_uuid', 'text', (c) => c.notNull().references('users.uuid'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.package_id'))
    .addColumn('board_id', 'integer', (c) => c.notNull())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    // created, paid, failed
    .addColumn('status', 'text', (c) => c.notNull())
    // A client-made key: a retried purchase is one payment.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_number', 'integer', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
    .addColumn('payer_uuid', 'text', (c) => c.notNull().references('users.uuid'))
    .addColumn('learner_uuid', 'text', (c) => c.notNull().references('users.uuid'))
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('tax_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_payer').on('invoices').column('payer_uuid').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'invoices',
    'payments',
    'content_accesses',
    'interests',
    'licences',
    'subscriptions',
    'package_syllabus',
    'packages',
    'teacher_assignments',
    'school_subjects',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['institute_type', 'learning_profile', 'is_esc']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of ['batch_type', 'section_master_website_id']) {
    await db.schema.alterTable('sections').dropColumn(column).execute();
  }
  for (const column of [
    'esc_online_content_allowed',
    'school_address',
    'school_institute_logo',
    'school_institute_code',
    'institute_identifier',
  ]) {
    await db.schema.alterTable('schools').dropColumn(column).execute();
  }
}
