import type { StartAttemptData } from '@esc/contracts';
import { isAnswered } from '../../../components/question';
import type { PaletteState } from '../components/question-palette.component';
import type { AnswerState } from './answer-outbox';

export type EngineQuestion = StartAttemptData['questions'][number];

/** The attempt's questions in the paper's order (dropped ones stay, as the server sent them). */
export function orderedQuestions(attempt: StartAttemptData): EngineQuestion[] {
  return [...attempt.questions].sort((a, b) => a.question_order - b.question_order);
}

/** The ids a question is answered by: its own, or a comprehension's children's. */
export function answerIds(question: EngineQuestion): number[] {
  return question.question.question_type === 'comprehension'
    ? question.children.map((child) => child.question_id)
    : [question.question.question_id];
}

export function isQuestionAnswered(question: EngineQuestion, answers: Map<number, AnswerState>): boolean {
  return answerIds(question).some((id) => isAnswered(answers.get(id)?.response));
}

/** A question's state in the palette: marked for review, answered, seen but not answered, or not seen. */
export function paletteState(
  question: EngineQuestion,
  answers: Map<number, AnswerState>,
  visited: boolean,
): PaletteState {
  if (answers.get(question.question.question_id)?.isMarked) return 'marked';
  if (isQuestionAnswered(question, answers)) return 'answered';
  return visited ? 'notAnswered' : 'notVisited';
}

/** A question's type by id, children included (typed answers wait for a pause before they are sent). */
export function typeIndex(attempt: StartAttemptData): Map<number, string> {
  const types = new Map<number, string>();
  for (const q of attempt.questions) {
    types.set(q.question.question_id, q.question.question_type);
    for (const child of q.children) types.set(child.question_id, child.question_type);
  }
  return types;
}
