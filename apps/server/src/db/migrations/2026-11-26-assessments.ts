import type { Kysely } from 'kysely';
import { addIdentityToIntegerKey, identityPrimaryKey } from '../dialect.js';

// Assessments: the question bank (a question, its text per language, its tags), papers
// grown from the record bookmarks needed into what a paper is (sections, questions with marks,
// settings, a printed paper's files), assignments to sections with a window and per-learner extra
// time, Olympiad enrollments, attempts, their answers and a receipt of every client-made answer id.
// Marks are double precision (half marks, partial marking); instants are ISO text made by the
// application; JSON is text. Integer ids are numbered by the database, never by max()+1.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const identity = identityPrimaryKey(db);
  await growPapers(db);
  await createQuestionBank(db, identity);
  await createPaperParts(db, identity);
  await createAssignments(db, identity);
  await createAttempts(db, identity);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function growPapers(db: Kysely<any>): Promise<void> {
  // Papers were numbered by whoever inserted them (the demo seed); new ones by the database.
  await addIdentityToIntegerKey(db, 'papers', 'paper_id');
  const columns: [string, 'integer' | 'text' | 'double precision', unknown][] = [
    // null: the platform's paper, or a learner's own practice test (is_practice, owner_uuid)
    ['school_id', 'integer', null],
    ['owner_uuid', 'text', null],
    ['is_practice', 'integer', 0],
    // 1 a paper, 2 an Olympiad (spec 002 §6)
    ['paper_type', 'integer', 1],
    ['paper_mode', 'integer', 1],
    ['paper_time', 'integer', 60],
    ['total_marks', 'double precision', 0],
    ['negative_marking', 'integer', 1],
    // JSON list of {setting_id, child_setting_list: [{child_setting_id}]} (spec 002 §5.2)
    ['paper_settings', 'text', '[]'],
    ['is_subjective', 'integer', 0],
    ['is_omr', 'integer', 0],
    ['paper_nature', 'text', null],
    ['paper_qualified_mode', 'integer', null],
    ['language_id', 'integer', 1],
    ['syllabus_mapping_id', 'integer', null],
    ['subject_id', 'integer', null],
    ['instructions', 'text', ''],
    // JSON list of storage keys of a printed paper's files
    ['file_keys', 'text', '[]'],
    // Moves when the questions, marks, keys or drops change: cached keys of the paper follow it.
    ['revision', 'integer', 1],
    ['updated_at', 'text', null],
    ['deleted_at', 'text', null],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('papers')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema.createIndex('papers_school').on('papers').column('school_id').execute();
  await db.schema.createIndex('papers_owner').on('papers').column('owner_uuid').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createQuestionBank(db: Kysely<any>, identity: ReturnType<typeof identityPrimaryKey>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('question_id', 'integer', identity)
    // A comprehension's child names its parent (the passage).
    .addColumn('parent_question_id', 'integer', (c) => c.references('questions.question_id'))
    .addColumn('child_order', 'integer', (c) => c.notNull().defaultTo(0))
    // null: the platform bank (platform editors only)
    .addColumn('school_id', 'integer')
    .addColumn('author_uuid', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull())
    // Its place in the syllabus, resolved once when saved so lists filter without walking the tree.
    .addColumn('syllabus_id', 'integer', (c) => c.notNull())
    .addColumn('board_id', 'integer')
    .addColumn('class_id', 'integer')
    .addColumn('subject_id', 'integer')
    .addColumn('chapter_id', 'integer')
    .addColumn('topic_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('marks', 'double precision', (c) => c.notNull())
    .addColumn('negative_marks', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('stage', 'integer', (c) => c.notNull().defaultTo(4))
    // JSON of the domain's AnswerKey (question-scoring.ts)
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['school_id', 'syllabus_id', 'subject_id', 'chapter_id', 'topic_id', 'parent_question_id']) {
    await db.schema.createIndex(`questions_${column}`).on('questions').column(column).execute();
  }

  await db.schema
    .createTable('question_texts')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.question_id').onDelete('cascade'))
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('stem', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('match_left', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('question_texts_pk', ['question_id', 'language_id'])
    .execute();

  await db.schema
    .createTable('question_tags')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.question_id').onDelete('cascade'))
    .addColumn('tag_value_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_tags_pk', ['question_id', 'tag_value_id'])
    .execute();
  await db.schema.createIndex('question_tags_tag').on('question_tags').column('tag_value_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPaperParts(db: Kysely<any>, identity: ReturnType<typeof identityPrimaryKey>): Promise<void> {
  await db.schema
    .createTable('paper_sections')
    .addColumn('paper_section_id', 'integer', identity)
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.paper_id'))
    .addColumn('section_order', 'integer', (c) => c.notNull())
    .addColumn('section_name', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('paper_sections_paper').on('paper_sections').column('paper_id').execute();

  // Marks per paper (a paper may weigh a bank question differently); a dropped question gives everyone its marks.
  await db.schema
    .createTable('paper_questions')
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.paper_id'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.question_id'))
    .addColumn('paper_section_id', 'integer')
    .addColumn('question_order', 'integer', (c) => c.notNull())
    .addColumn('marks', 'double precision', (c) => c.notNull())
    .addColumn('negative_marks', 'double precision', (c) => c.notNull())
    .addColumn('is_dropped', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('paper_questions_pk', ['paper_id', 'question_id'])
    .execute();
  // A key change finds the papers that hold the question.
  await db.schema.createIndex('paper_questions_question').on('paper_questions').column('question_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createAssignments(db: Kysely<any>, identity: ReturnType<typeof identityPrimaryKey>): Promise<void> {
  // A school's assignment to sections, or a parent's to one child (learner_uuid, group 3782).
  await db.schema
    .createTable('paper_assignments')
    .addColumn('assign_id', 'integer', identity)
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.paper_id'))
    .addColumn('school_id', 'integer')
    .addColumn('assigned_by', 'text', (c) => c.notNull())
    .addColumn('is_parent_assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learner_uuid', 'text', (c) => c.references('users.uuid').onDelete('cascade'))
    .addColumn('group_id', 'integer')
    .addColumn('is_olympiad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('paper_start_time', 'text', (c) => c.notNull())
    .addColumn('paper_end_time', 'text', (c) => c.notNull())
    .addColumn('paper_duration', 'integer', (c) => c.notNull())
    .addColumn('allow_reattempt', 'integer', (c) => c.notNull().defaultTo(0))
    // Set once every attempt is evaluated and the window has closed; ranks are computed then.
    .addColumn('results_published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('paper_assignments_paper').on('paper_assignments').column('paper_id').execute();
  await db.schema.createIndex('paper_assignments_school').on('paper_assignments').column('school_id').execute();
  await db.schema.createIndex('paper_assignments_learner').on('paper_assignments').column('learner_uuid').execute();
  await db.schema.createIndex('paper_assignments_by').on('paper_assignments').column('assigned_by').execute();

  await db.schema
    .createTable('paper_assignment_sections')
    .addColumn('section_assign_id', 'integer', identity)
    .addColumn('assign_id', 'integer', (c) => c.notNull().references('paper_assignments.assign_id'))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.section_id'))
    .addUniqueConstraint('paper_assignment_sections_unique', ['assign_id', 'section_id'])
    .execute();
  await db.schema
    .createIndex('paper_assignment_sections_section')
    .on('paper_assignment_sections')
    .columns(['section_id', 'assign_id'])
    .execute();

  await db.schema
    .createTable('paper_extensions')
    .addColumn('assign_id', 'integer', (c) => c.notNull().references('paper_assignments.assign_id'))
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('extra_minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('paper_extensions_pk', ['assign_id', 'uuid'])
    .execute();

  // Spec 002 §3: an Olympiad enrollment; its end_date_time is the learner's slot end (§4.5).
  await db.schema
    .createTable('olympiad_enrollments')
    .addColumn('olympiad_enrollment_id', 'integer', identity)
    .addColumn('assign_id', 'integer', (c) => c.notNull().references('paper_assignments.assign_id'))
    .addColumn('paper_id', 'integer', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('enrolled_school_id', 'integer')
    .addColumn('l0', 'integer')
    .addColumn('l1', 'integer')
    .addColumn('start_date_time', 'text', (c) => c.notNull())
    .addColumn('end_date_time', 'text', (c) => c.notNull())
    // 0 enrolled, 1 the paper was opened (updatePaperStatus)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('olympiad_enrollments_unique', ['assign_id', 'uuid'])
    .execute();
  await db.schema.createIndex('olympiad_enrollments_uuid').on('olympiad_enrollments').column('uuid').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createAttempts(db: Kysely<any>, identity: ReturnType<typeof identityPrimaryKey>): Promise<void> {
  await db.schema
    .createTable('attempts')
    .addColumn('attempt_id', 'integer', identity)
    .addColumn('assign_id', 'integer', (c) => c.references('paper_assignments.assign_id'))
    // assign_id, or 0 for a practice test: one attempt per number, whichever device starts it.
    .addColumn('assign_key', 'integer', (c) => c.notNull())
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.paper_id'))
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('school_id', 'integer')
    .addColumn('section_id', 'integer')
    .addColumn('attempt_no', 'integer', (c) => c.notNull())
    // 2 in progress, 3 resumed, 4 submitted (a teacher still marks), 5 evaluated
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    // learner, deadline (the overdue job) or teacher (an OMR paper's marks)
    .addColumn('submitted_by', 'text')
    .addColumn('evaluated_at', 'text')
    .addColumn('results_published_at', 'text')
    .addColumn('score', 'double precision')
    .addColumn('max_marks', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('correct_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partial_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unanswered_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_count', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON list of scores per subject, in the paper's subject order (JEE Main's tie order)
    .addColumn('subject_scores', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('time_spent_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank', 'integer')
    .addColumn('percentile', 'double precision')
    .addColumn('candidates', 'integer')
    .addColumn('platform_rank', 'integer')
    .addColumn('platform_percentile', 'double precision')
    .addColumn('platform_candidates', 'integer')
    // The highest seq any answer of the attempt carried: another device continues after it.
    .addColumn('max_seq', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attempts_unique', ['uuid', 'paper_id', 'assign_key', 'attempt_no'])
    .execute();
  await db.schema.createIndex('attempts_assign').on('attempts').columns(['assign_id', 'status']).execute();
  // The overdue sweep reads open attempts by deadline.
  await db.schema.createIndex('attempts_open').on('attempts').columns(['status', 'deadline_at']).execute();

  // The winning answer per question: the highest (seq, answered_at) the client gave, whatever arrived last.
  await db.schema
    .createTable('attempt_answers')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.attempt_id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('client_answer_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    // ms since the epoch on the client's clock (double: exact far beyond 2^31, a number on both engines)
    .addColumn('answered_at', 'double precision', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('time_spent_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_marked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saved_at', 'text', (c) => c.notNull())
    // correct, partial, wrong, unanswered, dropped, pending; null until evaluated
    .addColumn('outcome', 'text')
    .addColumn('marks_awarded', 'double precision')
    .addColumn('evaluated_by', 'text')
    .addColumn('teacher_comment', 'text')
    .addPrimaryKeyConstraint('attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  // Every client-made answer id ever received: a resend counts once, even after a later answer won.
  await db.schema
    .createTable('attempt_answer_receipts')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('attempts.attempt_id').onDelete('cascade'))
    .addColumn('client_answer_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('attempt_answer_receipts_pk', ['attempt_id', 'client_answer_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'attempt_answer_receipts',
    'attempt_answers',
    'attempts',
    'olympiad_enrollments',
    'paper_extensions',
    'paper_assignment_sections',
    'paper_assignments',
    'paper_questions',
    'paper_sections',
    'question_tags',
    'question_texts',
    'questions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
