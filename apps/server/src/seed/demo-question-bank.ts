import { DEFAULT_QUESTION_STAGE } from '@esc/domain';
import type { Db } from '../db/database.js';
import type { DemoQuestion } from './demo-questions/index.js';

// The demo bank in the platform bank: each question under the catalogue node of its
// class, subject, chapter and topic (the platform's tree; a school's own racks never hold it), its
// figure a stored media file (made by ensureDemoMedia, demo-media.ts), its key as the domain's.

const CBSE = 101;
const GRADE_CLASS: Record<number, number> = { 9: 1009, 10: 1010 };

/**
 * The id each demo question gets on a fresh database: the bank numbers the first questions there
 * are, in this order, a passage before its children. The demo lessons name their questions by these
 * ids (demo-topic-media.ts); demo-assessments.test.ts holds the seed to them.
 */
export function demoQuestionIds(questions: readonly DemoQuestion[]): number[] {
  let next = 1;
  return questions.map((q) => {
    const id = next;
    next += 1 + (q.children?.length ?? 0);
    return id;
  });
}

/** Where a demo question's figure is stored (a library key: every owner may use it). */
export const demoFigureKey = (ref: string) => `demo/questions/${ref}.png`;

interface Place {
  syllabus_id: number;
  subject_id: number | null;
  chapter_id: number | null;
  topic_id: number | null;
}

/** The platform tree's subjects, chapters and topics of classes 9 and 10, by their names. */
async function placesByName(db: Db): Promise<Map<string, Place>> {
  const nodes = await db
    .selectFrom('syllabus_nodes')
    .select(['syllabus_id', 'parent_id', 'syllabus_name', 'rack_type_id', 'class_id'])
    .where('board_id', '=', CBSE)
    .where('class_id', 'in', Object.values(GRADE_CLASS))
    .where('school_id', 'is', null)
    .where('rack_type_id', 'in', [4, 5, 6])
    .execute();
  const byId = new Map(nodes.map((n) => [n.syllabus_id, n]));
  const out = new Map<string, Place>();
  for (const n of nodes) {
    if (n.rack_type_id === 4) {
      out.set(`${n.class_id}|${n.syllabus_name}`, {
        syllabus_id: n.syllabus_id,
        subject_id: n.syllabus_id,
        chapter_id: null,
        topic_id: null,
      });
    } else if (n.rack_type_id === 5) {
      const subject = byId.get(n.parent_id ?? 0);
      out.set(`${n.class_id}|${subject?.syllabus_name}|${n.syllabus_name}`, {
        syllabus_id: n.syllabus_id,
        subject_id: subject?.syllabus_id ?? null,
        chapter_id: n.syllabus_id,
        topic_id: null,
      });
    } else {
      const chapter = byId.get(n.parent_id ?? 0);
      const subject = byId.get(chapter?.parent_id ?? 0);
      out.set(`${n.class_id}|${subject?.syllabus_name}|${chapter?.syllabus_name}|${n.syllabus_name}`, {
        syllabus_id: n.syllabus_id,
        subject_id: subject?.syllabus_id ?? null,
        chapter_id: chapter?.syllabus_id ?? null,
        topic_id: n.syllabus_id,
      });
    }
  }
  return out;
}

function placeOf(places: Map<string, Place>, q: DemoQuestion): Place | undefined {
  const cls = GRADE_CLASS[q.grade];
  const chapter = `${cls}|${q.subject}|${q.chapter}`;
  return (q.topic ? places.get(`${chapter}|${q.topic}`) : undefined) ?? places.get(chapter);
}

type Part = Omit<DemoQuestion, 'grade' | 'subject' | 'chapter' | 'topic' | 'children'>;

const textOf = (q: Part) => ({
  language_id: 1,
  stem: q.stem,
  options: JSON.stringify((q.options ?? []).map((o) => ({ option_id: o.id, option_text: o.text }))),
  match_left: JSON.stringify((q.matchLeft ?? []).map((o) => ({ option_id: o.id, option_text: o.text }))),
  explanation: q.explanation,
  image_keys: JSON.stringify(q.figureSvg ? [demoFigureKey(q.ref)] : []),
});

/**
 * Inserts the bank; answers how many questions were placed. A question whose chapter the catalogue
 * does not hold is left out (the demo seed's test holds every demo question to a place).
 */
export async function seedDemoQuestionBank(db: Db, now: number, questions: readonly DemoQuestion[]): Promise<number> {
  if (questions.length === 0) return 0;
  const at = new Date(now).toISOString();
  const places = await placesByName(db);
  let placed = 0;
  for (const q of questions) {
    const place = placeOf(places, q);
    if (!place) continue;
    const base = {
      school_id: null,
      author_uuid: 'demo-seed',
      board_id: CBSE,
      class_id: GRADE_CLASS[q.grade]!,
      ...place,
      group_id: null,
      stage: DEFAULT_QUESTION_STAGE,
      created_at: at,
      updated_at: at,
    };
    const insert = async (part: Part, parentId: number | null, order: number) => {
      const { question_id } = await db
        .insertInto('questions')
        .values({
          ...base,
          parent_question_id: parentId,
          child_order: order,
          question_type: part.type,
          difficulty: part.difficulty,
          marks: part.marks,
          negative_marks: part.negativeMarks,
          answer_key: JSON.stringify(part.key),
        })
        .returning('question_id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('question_texts')
        .values({ ...textOf(part), question_id })
        .execute();
      return question_id;
    };
    const parentId = await insert(q, null, 0);
    for (const [i, child] of (q.children ?? []).entries()) await insert(child, parentId, i);
    placed += 1;
  }
  return placed;
}
