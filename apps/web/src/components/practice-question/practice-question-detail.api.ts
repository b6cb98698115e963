import type { QuestionDetailsBody, QuestionDetailsData } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One bank question by id at stage 5 (POST getQuestionDetailsById); a comprehension's child comes with its passage. */
export function practiceQuestionDetailQueryOptions(questionId: number, parentQuestionId: number, languageId: number) {
  const body: QuestionDetailsBody = {
    question_id: questionId,
    parent_question_id: parentQuestionId,
    stage: 5,
    language_id: languageId,
  };
  return queryOptions({
    queryKey: ['practice-question', questionId, parentQuestionId, languageId] as const,
    queryFn: ({ signal }) =>
      api.request<QuestionDetailsData>('/question-msa-test/question/getQuestionDetailsById', {
        method: 'POST',
        body,
        signal,
      }),
  });
}
