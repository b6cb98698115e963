import type { Insertable } from 'kysely';
import { localDateTimeToMs } from '@esc/domain';
import type { Db } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import type { Services } from '../apps/server/src/modules/composition-root.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { SE_PLACE, SE_SCHOOL_ID, type SchoolExportWorld } from './school-export-data.js';

// The export bench school's tests: SE_PAPERS papers of 20 questions (the school's own bank), each
// given to every section and sat by every learner. The first paper's attempts are written through the
// attempts module's seeding entry (answered, marked, published and ranked by its own evaluation); the
// others are bulk copies of those evaluated rows under each paper's ids and days, since marking
// 40,000 attempts one by one would take the generator longer than the export it measures.

export const SE_PAPERS = Number(process.env.BENCH_SE_PAPERS ?? 20);
const QUESTIONS = 20;
const settings = JSON.stringify([
  { setting_id: 10, child_setting_list: [{ child_setting_id: 11 }] },
  { setting_id: 17, child_setting_list: [{ child_setting_id: 19 }] },
]);

interface Paper {
  paperId: number;
  assignId: number;
  questionIds: number[];
  opensAt: number;
}

/** A paper of QUESTIONS single-correct questions, assigned to every section for an hour on its day. */
async function paper(db: Db, n: number, world: SchoolExportWorld, day: string): Promise<Paper> {
  const at = new Date().toISOString();
  const opensAt = localDateTimeToMs(day, '10:00', 'IN');
  return db.transaction().execute(async (trx) => {
    const { paper_id } = await trx
      .insertInto('papers')
      .values({
        paper_name: `Unit test ${n + 1}`,
        syllabus_id: SE_PLACE.chapterId,
        board_id: SE_PLACE.boardId,
        class_id: SE_PLACE.classId,
        subject_id: SE_PLACE.subjectId,
        group_id: null,
        school_id: SE_SCHOOL_ID,
        owner_uuid: world.sections[0]!.teacher,
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
      const k = n * QUESTIONS + i + 2;
      const { question_id } = await trx
        .insertInto('questions')
        .values({
          parent_question_id: null,
          school_id: SE_SCHOOL_ID,
          author_uuid: world.sections[0]!.teacher,
          question_type: 'single',
          syllabus_id: SE_PLACE.topicId,
          board_id: SE_PLACE.boardId,
          class_id: SE_PLACE.classId,
          subject_id: SE_PLACE.subjectId,
          chapter_id: SE_PLACE.chapterId,
          topic_id: SE_PLACE.topicId,
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
      await trx
        .insertInto('question_texts')
        .values({
          question_id,
          language_id: 1,
          stem: `Which of these is $\\sqrt{${k * k}}$? (संख्या पद्धति)`,
          options: JSON.stringify(['a', 'b', 'c', 'd'].map((id, o) => ({ option_id: id, option_text: `$${k + o}$` }))),
          explanation: `$${k * k} = ${k}^2$, so the root is $${k}$.`,
        })
        .execute();
      questionIds.push(question_id);
    }
    await insertBatches(
      trx,
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
    const { assign_id } = await trx
      .insertInto('paper_assignments')
      .values({
        paper_id,
        school_id: SE_SCHOOL_ID,
        assigned_by: world.sections[0]!.teacher,
        title: `Unit test ${n + 1}`,
        paper_start_time: new Date(opensAt).toISOString(),
        paper_end_time: new Date(opensAt + 3_600_000).toISOString(),
        paper_duration: 30,
        created_at: at,
        updated_at: at,
      })
      .returning('assign_id')
      .executeTakeFirstOrThrow();
    await insertBatches(
      trx,
      'paper_assignment_sections',
      world.sections.map((s) => ({ assign_id, section_id: s.sectionId })),
    );
    return { paperId: paper_id, assignId: assign_id, questionIds, opensAt };
  });
}

/** Every learner sits the first paper through the module's seeding entry; then it is settled (published, ranked). */
async function satThroughModule(services: Pick<Services, 'attempts'>, world: SchoolExportWorld, first: Paper) {
  const now = Date.now();
  for (const s of world.sections) {
    for (const [n, uuid] of s.learners.entries()) {
      const started = first.opensAt + n * 10_000;
      const answers = first.questionIds.flatMap((questionId, i) => {
        const right = (i * 7 + n) % 60 < n + 10;
        if (!right && (i + n) % 4 === 0) return [];
        return [
          {
            questionId,
            response: { type: 'single', optionId: right ? 'a' : 'b' } as const,
            seq: i + 1,
            answeredAt: started + i * 1000,
            timeSpentMs: 20_000 + ((n + i) % 40) * 1000,
          },
        ];
      });
      await services.attempts.seeding.recordSat(
        {
          assignId: first.assignId,
          paperId: first.paperId,
          uuid,
          schoolId: SE_SCHOOL_ID,
          sectionId: s.sectionId,
          startedAt: started,
          deadlineAt: started + 1_800_000,
          submittedAt: started + 1_500_000,
          idPrefix: 'se-bench',
          answers,
        },
        now,
      );
    }
  }
  await services.attempts.seeding.settle(first.assignId, now);
}

const shifted = (value: string | null, by: number) =>
  value === null ? null : new Date(Date.parse(value) + by).toISOString();

/** The first paper's evaluated attempts and answers, written again under another paper's ids and day. */
async function copyResults(db: Db, first: Paper, to: Paper) {
  const by = to.opensAt - first.opensAt;
  const question = new Map(first.questionIds.map((id, i) => [id, to.questionIds[i]!]));
  const attempts = await db.selectFrom('attempts').selectAll().where('assign_id', '=', first.assignId).execute();
  const answers = await db
    .selectFrom('attempt_answers as aa')
    .innerJoin('attempts as a', 'a.attempt_id', 'aa.attempt_id')
    .selectAll('aa')
    .where('a.assign_id', '=', first.assignId)
    .execute();
  const answersOf = new Map<number, typeof answers>();
  for (const a of answers) {
    const list = answersOf.get(a.attempt_id);
    if (list) list.push(a);
    else answersOf.set(a.attempt_id, [a]);
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < attempts.length; i += 200) {
      const page = attempts.slice(i, i + 200);
      const rows: Insertable<Database['attempts']>[] = page.map(({ attempt_id: _, ...a }) => ({
        ...a,
        assign_id: to.assignId,
        assign_key: to.assignId,
        paper_id: to.paperId,
        started_at: shifted(a.started_at, by)!,
        deadline_at: shifted(a.deadline_at, by)!,
        submitted_at: shifted(a.submitted_at, by),
        evaluated_at: shifted(a.evaluated_at, by),
        results_published_at: shifted(a.results_published_at, by),
        updated_at: shifted(a.updated_at, by)!,
      }));
      const made = await trx.insertInto('attempts').values(rows).returning(['attempt_id', 'uuid']).execute();
      const idOf = new Map(made.map((m) => [m.uuid, m.attempt_id]));
      const copies: Insertable<Database['attempt_answers']>[] = page.flatMap((a) =>
        (answersOf.get(a.attempt_id) ?? []).map((x) => ({
          ...x,
          attempt_id: idOf.get(a.uuid)!,
          question_id: question.get(x.question_id)!,
          client_answer_id: `se-bench-${idOf.get(a.uuid)}-${question.get(x.question_id)}`,
          answered_at: x.answered_at + by,
          saved_at: shifted(x.saved_at, by)!,
        })),
      );
      await insertBatches(trx, 'attempt_answers', copies, 400);
    }
  });
}

/** The school's papers and every learner's evaluated attempt at each. */
export async function preparePapers(db: Db, services: Pick<Services, 'attempts'>, world: SchoolExportWorld) {
  const started = Date.now();
  const step = Math.floor(world.days.length / SE_PAPERS);
  const papers: Paper[] = [];
  for (let n = 0; n < SE_PAPERS; n++) papers.push(await paper(db, n, world, world.days[n * step]!));
  await satThroughModule(services, world, papers[0]!);
  const sat = Date.now();
  console.log(
    `  paper 1: ${world.learners.length} attempts through the seeding entry in ${((sat - started) / 1000).toFixed(1)} s`,
  );
  for (const to of papers.slice(1)) await copyResults(db, papers[0]!, to);
  console.log(`  papers 2-${SE_PAPERS}: copied in ${((Date.now() - sat) / 1000).toFixed(1)} s`);
}
