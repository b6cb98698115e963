import { UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import { lessonQuestionIds } from './demo-lesson-refs.js';
import { fillDemoPapers } from './demo-papers.js';
import { seedDemoQuestionBank } from './demo-question-bank.js';
import type { DemoQuestion } from './demo-questions/index.js';
import { SUNRISE, uuidsOf, type SeedSchool } from './seed-school.js';

// The demo student's papers, in 10-A of Sunrise Public School: one open now, one
// opening tomorrow, one closed (its attempts, results and ranks come from the evaluation), an
// Olympiad with an enrollment slot, and a test their parent gave them; and a closed written test
// whose typed answers wait for the teacher's marks, so marking has something real to do; and a
// class test answered on paper yesterday, whose marks the teacher enters. Each paper is built from the
// demo bank's questions of a class 10 chapter; an empty bank leaves a paper without questions.

const CLASS_10 = 1010;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const setting = (settingId: number, childId: number) => ({
  setting_id: settingId,
  child_setting_list: [{ child_setting_id: childId }],
});
const EXPLANATIONS = setting(10, 11);
const PARTIAL = setting(10, 40);
const INSTRUCTIONS = setting(6, 39);
const RANKS = setting(17, 19);

interface DemoPaper {
  key: 'open' | 'tomorrow' | 'closed' | 'olympiad' | 'parent' | 'written' | 'omr';
  name: string;
  subject: 'Mathematics' | 'Science';
  chapter: string;
  count: number;
  minutes: number;
  /** The school's own paper; false: the platform's. */
  ofSchool: boolean;
  paperType: 1 | 2;
  settings: object[];
  /** Ends with the chapter's first written (subjective) question. */
  written?: true;
  /** Answered on paper in class; the teacher enters the marks. */
  omr?: true;
  /** The window, from the seed's moment. */
  startMs: number;
  endMs: number;
}

const PAPERS: readonly DemoPaper[] = [
  {
    key: 'open',
    name: 'Real Numbers — Chapter Test',
    subject: 'Mathematics',
    chapter: 'Real Numbers',
    count: 10,
    minutes: 30,
    ofSchool: true,
    paperType: 1,
    settings: [EXPLANATIONS, INSTRUCTIONS, RANKS],
    startMs: -HOUR,
    endMs: 7 * DAY,
  },
  {
    key: 'tomorrow',
    name: 'Quadratic Equations — Unit Test',
    subject: 'Mathematics',
    chapter: 'Quadratic Equations',
    count: 10,
    minutes: 40,
    ofSchool: true,
    paperType: 1,
    settings: [EXPLANATIONS, RANKS],
    startMs: DAY,
    endMs: DAY + 3 * HOUR,
  },
  {
    key: 'closed',
    name: 'Chemical Reactions and Equations — Chapter Test',
    subject: 'Science',
    chapter: 'Chemical Reactions and Equations',
    count: 10,
    minutes: 30,
    ofSchool: true,
    paperType: 1,
    settings: [EXPLANATIONS, PARTIAL, RANKS],
    startMs: -3 * DAY,
    endMs: -3 * DAY + 3 * HOUR,
  },
  {
    key: 'olympiad',
    name: 'Science Olympiad 2026 — Round 1',
    subject: 'Science',
    chapter: 'Acids, Bases and Salts',
    count: 15,
    minutes: 45,
    ofSchool: false,
    paperType: 2,
    settings: [INSTRUCTIONS, RANKS],
    startMs: -HOUR,
    endMs: 7 * DAY,
  },
  {
    key: 'parent',
    name: 'Polynomials — Practice Set',
    subject: 'Mathematics',
    chapter: 'Polynomials',
    count: 8,
    minutes: 20,
    ofSchool: false,
    paperType: 1,
    settings: [EXPLANATIONS],
    startMs: -HOUR,
    endMs: 3 * DAY,
  },
  {
    key: 'written',
    name: 'Life Processes — Written Test',
    subject: 'Science',
    chapter: 'Life Processes',
    count: 6,
    minutes: 40,
    ofSchool: true,
    paperType: 1,
    settings: [EXPLANATIONS, RANKS],
    written: true,
    startMs: -2 * DAY,
    endMs: -2 * DAY + 2 * HOUR,
  },
  {
    key: 'omr',
    name: 'Triangles — Class Test on Paper',
    subject: 'Mathematics',
    chapter: 'Triangles',
    count: 7,
    minutes: 40,
    ofSchool: true,
    paperType: 1,
    settings: [RANKS],
    omr: true,
    startMs: -DAY,
    endMs: -DAY + HOUR,
  },
];

/** The class 10 chapter's subject and chapter ids, and its platform-bank questions in order. */
async function chapterOf(db: Db, subject: string, chapter: string) {
  const row = await db
    .selectFrom('syllabus_nodes as c')
    .innerJoin('syllabus_nodes as s', 's.syllabus_id', 'c.parent_id')
    .select(['c.syllabus_id as chapter_id', 's.syllabus_id as subject_id'])
    .where('s.parent_id', '=', CLASS_10)
    .where('s.syllabus_name', '=', subject)
    .where('c.syllabus_name', '=', chapter)
    .where('c.school_id', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const questions = await db
    .selectFrom('questions')
    .select(['question_id', 'marks', 'negative_marks', 'question_type'])
    .where('chapter_id', '=', row.chapter_id)
    .where('parent_question_id', 'is', null)
    .where('school_id', 'is', null)
    .orderBy('question_id')
    .execute();
  return { ...row, questions };
}

async function insertPaper(
  db: Db,
  school: SeedSchool,
  p: DemoPaper,
  owner: string,
  at: string,
  reserved: ReadonlySet<number>,
): Promise<number> {
  const place = await chapterOf(db, p.subject, p.chapter);
  // The lessons' own questions stay out: a running test would hold them from learners.
  const bank = (place?.questions ?? []).filter((q) => !reserved.has(q.question_id));
  const written = p.written ? bank.filter((q) => q.question_type === 'subjective').slice(0, 1) : [];
  const objective = bank.filter((q) => q.question_type !== 'subjective').slice(0, p.count - written.length);
  const questions = [...objective, ...written];
  const { paper_id } = await db
    .insertInto('papers')
    .values({
      paper_name: p.name,
      syllabus_id: place?.chapter_id ?? CLASS_10,
      board_id: 101,
      class_id: CLASS_10,
      subject_id: place?.subject_id ?? null,
      group_id: p.paperType === 2 ? 3798 : null,
      school_id: p.ofSchool ? school.schoolId : null,
      owner_uuid: owner,
      paper_type: p.paperType,
      paper_time: p.minutes,
      total_marks: questions.reduce((sum, q) => sum + q.marks, 0),
      total_questions: questions.length,
      is_subjective: written.length > 0 ? 1 : 0,
      is_omr: p.omr ? 1 : 0,
      paper_settings: JSON.stringify(p.settings),
      instructions: 'Read each question carefully. Wrong answers of objective questions carry negative marks.',
      created_at: at,
      updated_at: at,
    })
    .returning('paper_id')
    .executeTakeFirstOrThrow();
  await insertPaperQuestions(db, paper_id, { name: p.subject, subjectId: place?.subject_id ?? null }, questions);
  return paper_id;
}

/** A paper's one section and its questions in order, each with the question's own marks. */
export async function insertPaperQuestions(
  db: Db,
  paper_id: number,
  section: { name: string; subjectId: number | null },
  questions: readonly { question_id: number; marks: number; negative_marks: number }[],
): Promise<void> {
  const { paper_section_id } = await db
    .insertInto('paper_sections')
    .values({ paper_id, section_order: 0, section_name: section.name, subject_id: section.subjectId })
    .returning('paper_section_id')
    .executeTakeFirstOrThrow();
  if (questions.length === 0) return;
  await db
    .insertInto('paper_questions')
    .values(
      questions.map((q, i) => ({
        paper_id,
        question_id: q.question_id,
        paper_section_id,
        question_order: i,
        marks: q.marks,
        negative_marks: q.negative_marks,
      })),
    )
    .execute();
}

/** The demo bank, then the demo student's papers and their assignments (seeded once, on an empty database). */
export async function seedDemoAssessments(db: Db, now: number, questions: readonly DemoQuestion[]): Promise<void> {
  await seedDemoQuestionBank(db, now, questions);
  await fillDemoPapers(db, new Date(now).toISOString());
  await seedSchoolPapers(db, now, questions, SUNRISE);
}

/**
 * The school's papers of the demo story and their assignments to its 10-A (the parent's test: to the
 * student), built from the bank `questions` seeded (after the demo bank exists).
 */
export async function seedSchoolPapers(
  db: Db,
  now: number,
  questions: readonly DemoQuestion[],
  school: SeedSchool,
): Promise<void> {
  const reserved = new Set(lessonQuestionIds(questions).values());
  const { teacher, student, parent } = await uuidsOf(db, school, ['teacher', 'student', 'parent']);
  if (!teacher || !student || !parent) return;
  const at = new Date(now).toISOString();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  for (const p of PAPERS) {
    const byParent = p.key === 'parent';
    const paperId = await insertPaper(db, school, p, byParent ? parent : teacher, at, reserved);
    const { assign_id } = await db
      .insertInto('paper_assignments')
      .values({
        paper_id: paperId,
        school_id: byParent ? null : school.schoolId,
        assigned_by: byParent ? parent : teacher,
        is_parent_assigned: byParent ? 1 : 0,
        learner_uuid: byParent ? student : null,
        group_id: byParent ? 3782 : p.paperType === 2 ? 3798 : null,
        is_olympiad: p.paperType === 2 ? 1 : 0,
        title: p.name,
        paper_start_time: iso(p.startMs),
        paper_end_time: iso(p.endMs),
        paper_duration: p.minutes,
        created_at: at,
        updated_at: at,
      })
      .returning('assign_id')
      .executeTakeFirstOrThrow();
    if (byParent) continue;
    await db.insertInto('paper_assignment_sections').values({ assign_id, section_id: school.tenA }).execute();
    if (p.paperType !== 2) continue;
    // Every learner of 10-A is enrolled; the slot closes three days in, before the window does.
    const learners = await db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .select('u.uuid')
      .where('m.section_id', '=', school.tenA)
      .where('u.user_type_id', '=', UserType.Student)
      .execute();
    await db
      .insertInto('olympiad_enrollments')
      .values(
        learners.map((l) => ({
          assign_id,
          paper_id: paperId,
          uuid: l.uuid,
          enrolled_school_id: school.schoolId,
          l0: 101,
          l1: CLASS_10,
          start_date_time: iso(p.startMs),
          end_date_time: iso(3 * DAY),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}
