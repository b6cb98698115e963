import type { Db } from '../db/database.js';

// Kept here rather than imported from demo-seed.ts, which imports this file.
const CBSE_BOARD_ID = 101;
const CLASS_9 = 1009;
const CLASS_10 = 1010;

/**
 * The platform's practice papers, by chapter (null: the whole subject). Chapter syllabus ids are
 * not known here (the catalogue seed makes them), so papers sit on their board and class; the
 * assessments seed gives each the demo bank's questions of its chapter (demo-assessments.ts).
 */
export interface DemoPlatformPaper {
  id: number;
  classId: number;
  grade: 9 | 10;
  subject: string;
  chapter: string | null;
  name: string;
  questions: number;
}

const paper = (
  id: number,
  grade: 9 | 10,
  subject: string,
  chapter: string | null,
  name: string,
  questions: number,
): DemoPlatformPaper => ({ id, classId: grade === 10 ? CLASS_10 : CLASS_9, grade, subject, chapter, name, questions });

export const DEMO_PAPERS: readonly DemoPlatformPaper[] = [
  paper(
    90001,
    10,
    'Science',
    'Chemical Reactions and Equations',
    'Class 10 Science — Chemical Reactions and Equations Chapter Test',
    20,
  ),
  paper(90002, 10, 'Science', 'Acids, Bases and Salts', 'Class 10 Science — Acids, Bases and Salts Practice Paper', 25),
  paper(
    90003,
    10,
    'Science',
    'Light – Reflection and Refraction',
    'Class 10 Science — Light: Reflection and Refraction Chapter Test',
    20,
  ),
  paper(90004, 10, 'Mathematics', 'Real Numbers', 'Class 10 Mathematics — Real Numbers Chapter Test', 15),
  paper(
    90005,
    10,
    'Mathematics',
    'Quadratic Equations',
    'Class 10 Mathematics — Quadratic Equations Practice Paper',
    20,
  ),
  paper(90006, 10, 'Mathematics', null, 'Class 10 Mathematics — Half-Yearly Sample Paper', 38),
  paper(
    90007,
    10,
    'Social Science',
    'Nationalism in India',
    'Class 10 Social Science — Nationalism in India Chapter Test',
    15,
  ),
  paper(
    90008,
    9,
    'Science',
    'Matter in Our Surroundings',
    'Class 9 Science — Matter in Our Surroundings Chapter Test',
    15,
  ),
  paper(90009, 9, 'Science', 'Motion', 'Class 9 Science — Motion Practice Paper', 20),
  paper(90010, 9, 'Mathematics', 'Number Systems', 'Class 9 Mathematics — Number Systems Chapter Test', 15),
  paper(90011, 9, 'Mathematics', 'Polynomials', 'Class 9 Mathematics — Polynomials Practice Paper', 20),
  paper(90012, 9, 'English', null, 'Class 9 English — Beehive Reading Comprehension Test', 12),
];

export async function seedDemoPapers(db: Db, now: number): Promise<void> {
  const createdAt = new Date(now).toISOString();
  await db
    .insertInto('papers')
    .values(
      DEMO_PAPERS.map((p) => ({
        paper_id: p.id,
        paper_name: p.name,
        syllabus_id: null,
        board_id: CBSE_BOARD_ID,
        class_id: p.classId,
        group_id: null,
        total_questions: p.questions,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** The subject's (and chapter's) platform node ids of a class, by their names; null when absent. */
async function nodeIds(db: Db, classId: number, subject: string, chapter: string | null) {
  const s = await db
    .selectFrom('syllabus_nodes')
    .select('syllabus_id')
    .where('parent_id', '=', classId)
    .where('syllabus_name', '=', subject)
    .where('school_id', 'is', null)
    .executeTakeFirst();
  if (!s) return null;
  if (chapter === null) return { subjectId: s.syllabus_id, chapterId: null };
  const c = await db
    .selectFrom('syllabus_nodes')
    .select('syllabus_id')
    .where('parent_id', '=', s.syllabus_id)
    .where('syllabus_name', '=', chapter)
    .executeTakeFirst();
  return c ? { subjectId: s.syllabus_id, chapterId: c.syllabus_id } : null;
}

/**
 * The platform's practice papers (demo-papers.ts) get the bank's objective questions of their
 * chapter (or subject), up to the size each was named with; a paper the bank has nothing for says
 * it holds none. They are assigned to nobody: learners open them as practice through the gate.
 */
export async function fillDemoPapers(db: Db, at: string): Promise<void> {
  for (const p of DEMO_PAPERS) {
    const place = await nodeIds(db, p.classId, p.subject, p.chapter);
    let q = db
      .selectFrom('questions')
      .select(['question_id', 'marks', 'negative_marks'])
      .where('school_id', 'is', null)
      .where('parent_question_id', 'is', null)
      .where('question_type', 'not in', ['subjective', 'comprehension'])
      .where('subject_id', '=', place?.subjectId ?? -1);
    if (place?.chapterId) q = q.where('chapter_id', '=', place.chapterId);
    const questions = await q.orderBy('question_id').limit(p.questions).execute();
    await db
      .updateTable('papers')
      .set({
        syllabus_id: place?.chapterId ?? place?.subjectId ?? null,
        subject_id: place?.subjectId ?? null,
        paper_time: Math.max(15, questions.length * 2),
        total_marks: questions.reduce((sum, x) => sum + x.marks, 0),
        total_questions: questions.length,
        instructions: 'Practise at your own pace. Wrong answers of objective questions carry negative marks.',
        updated_at: at,
      })
      .where('paper_id', '=', p.id)
      .execute();
    if (questions.length === 0) continue;
    const { paper_section_id } = await db
      .insertInto('paper_sections')
      .values({ paper_id: p.id, section_order: 0, section_name: p.subject, subject_id: place?.subjectId ?? null })
      .returning('paper_section_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('paper_questions')
      .values(
        questions.map((x, i) => ({
          paper_id: p.id,
          question_id: x.question_id,
          paper_section_id,
          question_order: i,
          marks: x.marks,
          negative_marks: x.negative_marks,
        })),
      )
      .execute();
  }
}
