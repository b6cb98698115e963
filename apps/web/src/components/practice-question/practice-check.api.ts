import type { CheckPracticeAnswerBody, ResponseInput } from '@esc/contracts';
import { api } from '../../lib/api';

/** Checks a practice answer to one bank question (POST .../question/v2/checkPracticeAnswer). */
export function checkPracticeAnswer(input: {
  questionId: number;
  answer: ResponseInput;
  languageId?: number;
  /** The learn-list homework the question is practised from: a school's question then checks. */
  homeworkAssignId?: number | null;
}) {
  const body: CheckPracticeAnswerBody = {
    question_id: input.questionId,
    // Unnamed, the server explains in the learner's medium of instruction.
    ...(input.languageId ? { language_id: input.languageId } : {}),
    answer: input.answer,
    ...(input.homeworkAssignId ? { assign_id: input.homeworkAssignId } : {}),
  };
  return api.call('POST /question-msa-test/question/v2/checkPracticeAnswer', { body });
}
