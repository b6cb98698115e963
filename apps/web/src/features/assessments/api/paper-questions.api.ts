import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys } from './assessments.keys';

/**
 * A paper's questions in order. The server decides what comes with them: keys and explanations for
 * staff, and for a learner only when the paper allows them and their result is out.
 */
export function fetchPaperQuestions(paperId: number, childUuid: string | null, signal?: AbortSignal) {
  return api.call(
    'POST /paperCreation/v2/questionListByPaperId',
    { body: { paper_id: paperId, ...(childUuid ? { uuid: childUuid } : {}) } },
    { signal },
  );
}

export function paperQuestionsQueryOptions(paperId: number, childUuid: string | null) {
  return queryOptions({
    queryKey: [...assessmentKeys.all, 'paper-questions', paperId, childUuid] as const,
    queryFn: ({ signal }) => fetchPaperQuestions(paperId, childUuid, signal),
  });
}
