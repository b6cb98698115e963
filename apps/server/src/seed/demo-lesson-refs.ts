import { DEMO_PAPERS } from './demo-papers.js';
import { demoQuestionIds } from './demo-question-bank.js';
import { DEMO_QUESTIONS, type DemoQuestion } from './demo-questions/index.js';
import type { DemoTopic } from './demo-topic-notes.js';

// What a demo topic's interactive lesson asks and tests with: a real question of the demo bank and
// the platform's practice paper of its chapter, named by the ids the seed gives them. The lesson
// files are made before the database exists (demo-media.ts), so the ids come from the seed's order.
// Each chapter's last checkable question is the lessons' own: the demo's running tests leave it
// out, so a lesson's question is never held from learners while a test runs.

const checkable = (q: DemoQuestion) => q.type !== 'subjective' && q.type !== 'comprehension';
const chapterKey = (grade: number, subject: string, chapter: string) => `${grade}|${subject}|${chapter}`;

/** Chapter -> the id of its last checkable question, for a bank seeded from `questions`. */
export function lessonQuestionIds(questions: readonly DemoQuestion[]): Map<string, number> {
  const ids = demoQuestionIds(questions);
  const out = new Map<string, number>();
  questions.forEach((q, i) => {
    if (checkable(q)) out.set(chapterKey(q.grade, q.subject, q.chapter), ids[i]!);
  });
  return out;
}

const DEMO_LESSON_QUESTIONS = lessonQuestionIds(DEMO_QUESTIONS);

/** The question a topic's lesson asks: its chapter's own (null when the bank has none). */
export function lessonQuestionId(topic: DemoTopic): number | null {
  return DEMO_LESSON_QUESTIONS.get(chapterKey(topic.grade, topic.subject, topic.chapter)) ?? null;
}

/** The platform's practice paper of the topic's chapter, when there is one and the bank fills it. */
export function lessonTestId(topic: DemoTopic): number | null {
  if (lessonQuestionId(topic) === null) return null;
  const paper = DEMO_PAPERS.find(
    (p) => p.grade === topic.grade && p.subject === topic.subject && p.chapter === topic.chapter,
  );
  return paper?.id ?? null;
}
