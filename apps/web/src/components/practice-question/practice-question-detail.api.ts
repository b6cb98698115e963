import { QUESTION_DETAIL_STAGE } from '@esc/domain';
import type { QuestionDetailsBody } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Where a question is opened from: learn-list homework (its assignment; a parent names the child). */
export interface QuestionHomework {
  assignId: number;
  childUuid?: string | null;
}

/**
 * One bank question by id at stage 5 (POST getQuestionDetailsById); a comprehension's child comes with
 * its passage. From homework the call names it: a school's question reads, and the open completes it.
 */
export function practiceQuestionDetailQueryOptions(
  questionId: number,
  parentQuestionId: number,
  /** Absent: the learner's medium of instruction (the server's default). */
  languageId: number | undefined,
  homework?: QuestionHomework | null,
) {
  const body: QuestionDetailsBody = {
    question_id: questionId,
    parent_question_id: parentQuestionId,
    stage: QUESTION_DETAIL_STAGE,
    ...(languageId ? { language_id: languageId } : {}),
    ...(homework ? { assign_id: homework.assignId } : {}),
    ...(homework?.childUuid ? { uuid: homework.childUuid } : {}),
  };
  return queryOptions({
    queryKey: ['practice-question', questionId, parentQuestionId, languageId ?? 0, homework ?? null] as const,
    queryFn: ({ signal }) => api.call('POST /question-msa-test/question/getQuestionDetailsById', { body }, { signal }),
  });
}
