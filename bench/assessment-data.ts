import type { Db } from '../apps/server/src/db/database.js';
import type { Services } from '../apps/server/src/modules/composition-root.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { LL_SCHOOL_ID, LL_STUDENT } from './learnlist-data.js';

// The assessments of the generated homework school (the assessments' speed targets): in the measured learner's
// section of 60, a closed 30-question paper with ranks whose attempts the module's own evaluation
// marked, published and ranked (the report measured), and an open paper whose window and the
// learner's attempt stay open for years, so answer saves are taken on every run.

const QUESTIONS = 30;
const CLOSED_PAPER = 'Bench — closed chapter test';
const OPEN_PAPER = 'Bench — open chapter test';
const YEAR = 365 * 86_400_000;
const settings = JSON.stringify([
  { setting_id: 10, child_setting_list: [{ child_setting_id: 11 }] },
  { setting_id: 17, child_setting_list: [{ child_setting_id: 19 }] },
]);

export interface AssessmentBench {
  /** The closed paper's assignment: the measured learner's report. */
  reportAssignId: number;
  /** The measured learner's open attempt, and its paper's questions. */
  openAttemptId: number;
  questionIds: number[];
  /** The learners who save answers side by side in the measurement, each into an open attempt of theirs. */
  savers: { email: string; attemptId: number }[];
}

/**
 * How many learners save at once: one a connection of the benchmark (its durable writes' 50 too), as
 * in a class taking a test, where each device sends its own attempt's saves one after another (its
 * outbox keeps their order).
 */
export const SAVERS = 50;

interface Place {
  boardId: number;
  classId: number;
  subjectId: number | null;
  chapterId: number | null;
  topicId: number;
}

/** A school paper of QUESTIONS single-correct questions on the topic, assigned to the section. */
async function paper(db: Db, name: string, place: Place, sectionId: number, window: [number, number], at: string) {
  const { paper_id } = await db
    .insertInto('papers')
    .values({
      paper_name: name,
      syllabus_id: place.chapterId ?? place.topicId,
      board_id: place.boardId,
      class_id: place.classId,
      subject_id: place.subjectId,
      group_id: null,
      school_id: LL_SCHOOL_ID,
      owner_uuid: null,
      paper_type: 1,
      paper_time: 30,
      total_marks: QUESTIONS * 4,
      total_questions: QUESTIONS,
      paper_settings: settings,
      created_at: at,
      updated_at: at,
    })
    .returning('paper_id')
    .executeTakeFirstOrThrow();
  const questionIds: number[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const { question_id } = await db
      .insertInto('questions')
      .values({
        parent_question_id: null,
        school_id: LL_SCHOOL_ID,
        author_uuid: 'bench',
        question_type: 'single',
        syllabus_id: place.topicId,
        board_id: place.boardId,
        class_id: place.classId,
        subject_id: place.subjectId,
        chapter_id: place.chapterId,
        topic_id: place.topicId,
        group_id: null,
        difficulty: 1 + (i % 3),
        marks: 4,
        negative_marks: 1,
        stage: 4,
        answer_key: JSON.stringify({ type: 'single', optionId: 'a' }),
        created_at: at,
        updated_at: at,
      })
      .returning('question_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('question_texts')
      .values({
        question_id,
        language_id: 1,
        stem: `Bench question ${i + 1}: which of these is $\\sqrt{${(i + 2) ** 2}}$?`,
        options: JSON.stringify(
          ['a', 'b', 'c', 'd'].map((id, k) => ({ option_id: id, option_text: `$${i + 2 + k}$` })),
        ),
        explanation: `$${(i + 2) ** 2} = ${i + 2}^2$, so the root is $${i + 2}$.`,
      })
      .execute();
    questionIds.push(question_id);
  }
  await insertBatches(
    db,
    'paper_questions',
    questionIds.map((question_id, i) => ({
      paper_id,
      question_id,
      paper_section_id: null,
      question_order: i,
      marks: 4,
      negative_marks: 1,
    })),
  );
  const { assign_id } = await db
    .insertInto('paper_assignments')
    .values({
      paper_id,
      school_id: LL_SCHOOL_ID,
      assigned_by: 'bench',
      title: name,
      paper_start_time: new Date(window[0]).toISOString(),
      paper_end_time: new Date(window[1]).toISOString(),
      paper_duration: 30,
      created_at: at,
      updated_at: at,
    })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('paper_assignment_sections').values({ assign_id, section_id: sectionId }).execute();
  return { paper_id, assign_id, questionIds };
}

/** Every learner of the section sat the closed paper: marked, published and ranked by the module's seeding entry. */
async function closedResults(
  db: Db,
  services: Pick<Services, 'attempts'>,
  learners: readonly string[],
  sectionId: number,
  place: Place,
  now: number,
) {
  const opened = now - 2 * 86_400_000;
  const closed = await paper(
    db,
    CLOSED_PAPER,
    place,
    sectionId,
    [opened, opened + 3_600_000],
    new Date(now).toISOString(),
  );
  const seeding = services.attempts.seeding;
  for (const [n, uuid] of learners.entries()) {
    const started = opened + n * 10_000;
    // Scores spread with ties: learner n gets about n/60 of the answers right, the rest wrong or blank.
    const answers = closed.questionIds.flatMap((questionId, i) => {
      const right = (i * 7 + n) % 60 < n + 10;
      if (!right && (i + n) % 4 === 0) return [];
      const response = { type: 'single', optionId: right ? 'a' : 'b' } as const;
      return [
        {
          questionId,
          response,
          seq: i + 1,
          answeredAt: started + i * 1000,
          timeSpentMs: 20_000 + ((n + i) % 40) * 1000,
        },
      ];
    });
    await seeding.recordSat(
      {
        assignId: closed.assign_id,
        paperId: closed.paper_id,
        uuid,
        schoolId: LL_SCHOOL_ID,
        sectionId,
        startedAt: started,
        deadlineAt: started + 1_800_000,
        submittedAt: started + 1_500_000,
        idPrefix: 'bench',
        answers,
      },
      now,
    );
  }
  await seeding.settle(closed.assign_id, now);
  return closed.assign_id;
}

/** Makes the school's papers once (kept while the closed paper exists) and answers the measured ids. */
export async function prepareAssessmentBench(
  db: Db,
  services: Pick<Services, 'attempts'>,
  place: Place,
  sectionId: number,
): Promise<AssessmentBench> {
  const learner = await db.selectFrom('users').select('uuid').where('email', '=', LL_STUDENT).executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom('paper_assignments')
    .select('assign_id')
    .where('school_id', '=', LL_SCHOOL_ID)
    .where('title', '=', CLOSED_PAPER)
    .executeTakeFirst();
  if (!existing) {
    const started = Date.now();
    process.stdout.write('  assessments (60 ranked attempts of a 30-question paper, an open attempt)...');
    const learners = await db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .select('u.uuid')
      .where('m.section_id', '=', sectionId)
      .where('u.user_type_id', '=', 1)
      .orderBy('u.email')
      .execute();
    await closedResults(
      db,
      services,
      learners.map((l) => l.uuid),
      sectionId,
      place,
      started,
    );
    const open = await paper(
      db,
      OPEN_PAPER,
      place,
      sectionId,
      [started - 3_600_000, started + 20 * YEAR],
      new Date(started).toISOString(),
    );
    await db
      .insertInto('attempts')
      .values({
        assign_id: open.assign_id,
        assign_key: open.assign_id,
        paper_id: open.paper_id,
        uuid: learner.uuid,
        school_id: LL_SCHOOL_ID,
        section_id: sectionId,
        attempt_no: 1,
        status: 2,
        started_at: new Date(started).toISOString(),
        // The window and this attempt stay open for years: every run's saves are taken.
        deadline_at: new Date(started + 20 * YEAR).toISOString(),
        max_marks: QUESTIONS * 4,
        updated_at: new Date(started).toISOString(),
      })
      .execute();
    console.log(` ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return assessmentBenchIds(db);
}

/** The measured ids of a generated school's assessments: the closed paper's assignment, the open attempts. */
export async function assessmentBenchIds(db: Db): Promise<AssessmentBench> {
  const learner = await db.selectFrom('users').select('uuid').where('email', '=', LL_STUDENT).executeTakeFirstOrThrow();
  const report = await db
    .selectFrom('paper_assignments')
    .select('assign_id')
    .where('school_id', '=', LL_SCHOOL_ID)
    .where('title', '=', CLOSED_PAPER)
    .executeTakeFirstOrThrow();
  const attempt = await db
    .selectFrom('attempts as a')
    .innerJoin('paper_assignments as pa', 'pa.assign_id', 'a.assign_id')
    .select(['a.attempt_id', 'a.paper_id'])
    .where('pa.title', '=', OPEN_PAPER)
    .where('pa.school_id', '=', LL_SCHOOL_ID)
    .where('a.uuid', '=', learner.uuid)
    .executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('paper_questions')
    .select('question_id')
    .where('paper_id', '=', attempt.paper_id)
    .orderBy('question_order')
    .execute();
  return {
    reportAssignId: report.assign_id,
    openAttemptId: attempt.attempt_id,
    questionIds: questions.map((q) => q.question_id),
    savers: await openSavers(db, attempt.attempt_id),
  };
}

/**
 * The savers' open attempts of the open paper (made as the measured learner's, who is the first),
 * who can sign in with the bench password, and whose receipts of earlier runs are removed: a
 * learner's attempt takes a few hundred saves, where every run had added its ~50,000 to one attempt
 * (788,000 after a few sessions, a receipts index no real attempt has).
 */
async function openSavers(db: Db, firstAttemptId: number): Promise<AssessmentBench['savers']> {
  const first = await db
    .selectFrom('attempts as a')
    .innerJoin('users as u', 'u.uuid', 'a.uuid')
    .selectAll('a')
    .select('u.password_hash')
    .where('a.attempt_id', '=', firstAttemptId)
    .executeTakeFirstOrThrow();
  const savers: AssessmentBench['savers'] = [];
  for (let n = 0; n < SAVERS; n++) {
    const email = `ll-student-${n}@bench.invalid`;
    const { uuid } = await db.selectFrom('users').select('uuid').where('email', '=', email).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ password_hash: first.password_hash }).where('uuid', '=', uuid).execute();
    const kept = await db
      .selectFrom('attempts')
      .select('attempt_id')
      .where('assign_id', '=', first.assign_id)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    const { attempt_id: _id, password_hash: _hash, ...row } = first;
    const attemptId =
      kept?.attempt_id ??
      (
        await db
          .insertInto('attempts')
          .values({ ...row, uuid })
          .returning('attempt_id')
          .executeTakeFirstOrThrow()
      ).attempt_id;
    await db.deleteFrom('attempt_answer_receipts').where('attempt_id', '=', attemptId).execute();
    savers.push({ email, attemptId });
  }
  return savers;
}
