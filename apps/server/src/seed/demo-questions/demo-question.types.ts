import type { AnswerKey, QuestionType } from '@esc/domain';

/**
 * One question of the demo bank (the demo's promise: "a bank of at least 300 real questions for classes 9
 * and 10 mathematics and science (real stems, options, answers and explanations, with math and some
 * figures; no placeholder text)"). Text is Markdown with TeX between $...$ (inline) or $$...$$
 * (display), rendered with KaTeX. The seed places each question under the demo catalogue's node of
 * that class, subject, chapter and topic (names as in demo-catalogue-data.ts).
 */
export interface DemoQuestion {
  /** Stable within the bank ("c10-math-quad-007"): the seed derives ids from it. */
  ref: string;
  grade: 9 | 10;
  subject: 'Mathematics' | 'Science';
  /** The chapter's name exactly as the demo catalogue writes it. */
  chapter: string;
  /** A topic of that chapter as the catalogue writes it, when the catalogue lists topics for it. */
  topic?: string;
  /** A fill in the blank marks each blank in its stem with a run of underscores (______), in key order. */
  type: QuestionType;
  /** 1 easy, 2 medium, 3 hard. */
  difficulty: 1 | 2 | 3;
  stem: string;
  /** For single, multiple and match (the left column is in `matchLeft`): ids 'a', 'b', 'c', 'd'... */
  options?: readonly { id: string; text: string }[];
  /** For match: the left column; the key's pairs map these ids to option ids. */
  matchLeft?: readonly { id: string; text: string }[];
  key: AnswerKey;
  /** A comprehension's parent has 0 and 0: its children carry the marks. */
  marks: number;
  /** Subtracted for a wrong answer (a positive number); 0 for subjective questions, which a teacher marks. */
  negativeMarks: number;
  explanation: string;
  /** An SVG drawing the question needs (a triangle, a circuit, a graph): stored as a media file. */
  figureSvg?: string;
  /**
   * The children of a comprehension (their own keys and marks); the parent's key is comprehension.
   * A child's ref is its parent's with a suffix ("c9-math-heron-006-a").
   */
  children?: readonly Omit<DemoQuestion, 'grade' | 'subject' | 'chapter' | 'topic' | 'children'>[];
}
