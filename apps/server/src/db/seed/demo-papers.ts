import type { Db } from '../database.js';

// Kept here rather than imported from demo-seed.ts, which imports this file.
const CBSE_BOARD_ID = 101;
const CLASS_9 = 1009;
const CLASS_10 = 1010;

/**
 * Papers as far as bookmarks and lists need them. Chapter syllabus ids are not known here (the
 * catalogue seed makes them), so papers sit on their board and class only; the assessments module
 * will attach questions and chapters.
 */
const DEMO_PAPERS: readonly [id: number, classId: number, name: string, questions: number][] = [
  [90001, CLASS_10, 'Class 10 Science — Chemical Reactions and Equations Chapter Test', 20],
  [90002, CLASS_10, 'Class 10 Science — Acids, Bases and Salts Practice Paper', 25],
  [90003, CLASS_10, 'Class 10 Science — Light: Reflection and Refraction Chapter Test', 20],
  [90004, CLASS_10, 'Class 10 Mathematics — Real Numbers Chapter Test', 15],
  [90005, CLASS_10, 'Class 10 Mathematics — Quadratic Equations Practice Paper', 20],
  [90006, CLASS_10, 'Class 10 Mathematics — Half-Yearly Sample Paper', 38],
  [90007, CLASS_10, 'Class 10 Social Science — Nationalism in India Chapter Test', 15],
  [90008, CLASS_9, 'Class 9 Science — Matter in Our Surroundings Chapter Test', 15],
  [90009, CLASS_9, 'Class 9 Science — Motion Practice Paper', 20],
  [90010, CLASS_9, 'Class 9 Mathematics — Number Systems Chapter Test', 15],
  [90011, CLASS_9, 'Class 9 Mathematics — Polynomials Practice Paper', 20],
  [90012, CLASS_9, 'Class 9 English — Beehive Reading Comprehension Test', 12],
];

export async function seedDemoPapers(db: Db, now: number): Promise<void> {
  const createdAt = new Date(now).toISOString();
  await db
    .insertInto('papers')
    .values(
      DEMO_PAPERS.map(([paper_id, class_id, paper_name, total_questions]) => ({
        paper_id,
        paper_name,
        syllabus_id: null,
        board_id: CBSE_BOARD_ID,
        class_id,
        group_id: null,
        total_questions,
        created_at: createdAt,
      })),
    )
    .execute();
}
