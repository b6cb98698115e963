import type { QuestionListData } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** A paper's questions in order, with their marks and whether each is dropped. */
export function fetchPaperQuestions(paperId: number, signal?: AbortSignal): Promise<QuestionListData> {
  const body = { paper_id: paperId };
  return api.request<QuestionListData>('/paperCreation/v2/questionListByPaperId', { method: 'POST', body, signal });
}

export function usePaperQuestions(paperId: number) {
  return useQuery({
    queryKey: authoringKeys.paperQuestions(paperId),
    queryFn: ({ signal }) => fetchPaperQuestions(paperId, signal),
    enabled: paperId > 0,
  });
}
