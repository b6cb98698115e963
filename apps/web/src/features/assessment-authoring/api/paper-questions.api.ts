import type { QuestionListData } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** A paper with its questions in order, as the paper weighs them (staff get the keys). */
export function fetchPaperQuestions(paperId: number, signal?: AbortSignal): Promise<QuestionListData> {
  return api.request<QuestionListData>('/paperCreation/v2/questionListByPaperId', {
    method: 'POST',
    body: { paper_id: paperId },
    signal,
  });
}

export function usePaperQuestions(paperId: number) {
  return useQuery({
    queryKey: authoringKeys.paperQuestions(paperId),
    queryFn: ({ signal }) => fetchPaperQuestions(paperId, signal),
    enabled: paperId > 0,
  });
}
