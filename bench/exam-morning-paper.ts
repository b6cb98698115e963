import sharp from 'sharp';
import type { Db } from '../apps/server/src/db/database.js';
import type { Services } from '../apps/server/src/modules/composition-root.js';

// The exam morning's paper: 40 questions of the platform's bank (single-correct, every tenth from the
// eighth multiple-correct and from the tenth numeric, every seventh with a figure), and the figures as
// PNG files in the deployment's storage, where the server's signed links find them.

export const PAPER_NAME = 'Exam morning — mock board paper';
export const QUESTIONS = 40;
const FIGURES = 6;

export interface MorningQuestion {
  questionId: number;
  type: 'single' | 'multiple' | 'numeric';
}

const typeOf = (i: number): MorningQuestion['type'] =>
  i % 10 === 7 ? 'multiple' : i % 10 === 9 ? 'numeric' : 'single';
const keyOf = (type: MorningQuestion['type'], i: number) =>
  type === 'single'
    ? { type, optionId: 'a' }
    : type === 'multiple'
      ? { type, optionIds: ['a', 'c'], optionCount: 4 }
      : { type, value: i + 0.5, tolerance: 0.01 };
export const figureKey = (n: number) => `bench/exam-morning/figure-${n}.png`;

/** The chain's paper (the platform's bank, no school), and its figures in storage. */
export async function paper(
  db: Db,
  services: Pick<Services, 'media'>,
  place: { boardId: number; classId: number },
  at: string,
): Promise<void> {
  for (let n = 1; n <= FIGURES; n++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#fff"/><polygon points="40,280 440,280 ${40 + n * 60},${60 + n * 10}" fill="none" stroke="#123" stroke-width="4"/><text x="200" y="310" font-size="22">Figure ${n}</text></svg>`;
    await services.media.storage.put(figureKey(n), await sharp(Buffer.from(svg)).png().toBuffer(), 'image/png');
  }
  const { paper_id } = await db
    .insertInto('papers')
    .values({
      paper_name: PAPER_NAME,
      school_id: null,
      owner_uuid: null,
      paper_type: 1,
      paper_time: 30,
      total_marks: QUESTIONS * 4,
      total_questions: QUESTIONS,
      paper_settings: JSON.stringify([]),
      created_at: at,
      updated_at: at,
    })
    .returning('paper_id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < QUESTIONS; i++) {
    const type = typeOf(i);
    const { question_id } = await db
      .insertInto('questions')
      .values({
        parent_question_id: null,
        school_id: null,
        author_uuid: 'bench',
        question_type: type,
        syllabus_id: place.classId,
        board_id: place.boardId,
        class_id: place.classId,
        subject_id: null,
        chapter_id: null,
        topic_id: null,
        group_id: null,
        difficulty: 1 + (i % 3),
        marks: 4,
        negative_marks: 1,
        stage: 4,
        answer_key: JSON.stringify(keyOf(type, i)),
        created_at: at,
        updated_at: at,
      })
      .returning('question_id')
      .executeTakeFirstOrThrow();
    const options =
      type === 'numeric' ? [] : ['a', 'b', 'c', 'd'].map((id, k) => ({ option_id: id, option_text: `$${i + k}$` }));
    await db
      .insertInto('question_texts')
      .values({
        question_id,
        language_id: 1,
        stem: `Mock board question ${i + 1}: find $x$ when $x^2 = ${(i + 2) ** 2}$.`,
        options: JSON.stringify(options),
        explanation: `$x = ${i + 2}$.`,
        image_keys: JSON.stringify(i % 7 === 0 ? [figureKey(((i / 7) % FIGURES) + 1)] : []),
      })
      .execute();
    await db
      .insertInto('paper_questions')
      .values({ paper_id, question_id, paper_section_id: null, question_order: i, marks: 4, negative_marks: 1 })
      .execute();
  }
}
