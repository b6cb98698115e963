import { SyllabusType } from './catalogue-rules.js';

// Doubts: the rules the server applies when a learner asks and a teacher answers.

/** A syllabus node as the rules read it. */
export interface DoubtNode {
  syllabus_id: number;
  syllabus_type_id: number;
  parent_id: number | null;
}

/** How far below its subject a node may sit (subject, chapter, topic, sub-topic...). */
export const DOUBT_NODE_DEPTH_MAX = 6;

/**
 * The subject a chapter or topic sits under: the first subject met going up from the node through its
 * parents (the chain given from the node upward). null when the chain meets no subject: a board or a
 * class is no place to ask a doubt.
 */
export function subjectOfChain(chain: readonly DoubtNode[]): number | null {
  for (const node of chain.slice(0, DOUBT_NODE_DEPTH_MAX + 1)) {
    if (node.syllabus_type_id === SyllabusType.Subject) return node.syllabus_id;
    if (node.syllabus_type_id === SyllabusType.Board || node.syllabus_type_id === SyllabusType.Class) return null;
  }
  return null;
}

/**
 * Why a learner may not ask about a question of their attempt, or null when they may: the attempt's
 * result must be out (a test's results allow it), and no test open now may hold the question (a
 * doubt's answer would give the test away to those still taking it).
 */
export function questionDoubtRefusal(facts: {
  resultPublished: boolean;
  heldByOpenTest: boolean;
}): 'result-not-out' | 'test-open' | null {
  if (!facts.resultPublished) return 'result-not-out';
  if (facts.heldByOpenTest) return 'test-open';
  return null;
}

/** An answer says something: words, a photo or a content item. */
export function answerHasSomething(answer: { text: string; photos: number; contentId: number | null }): boolean {
  return answer.text.trim().length > 0 || answer.photos > 0 || answer.contentId !== null;
}
