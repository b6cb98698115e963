import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** A paper with its questions in order, as the paper weighs them (staff get the keys). */
export function fetchPaperQuestions(paperId: number, signal?: AbortSignal) {
  return api.call('POST /paperCreation/v2/questionListByPaperId', { body: { paper_id: paperId } }, { signal });
}

export function usePaperQuestions(paperId: number) {
  return useQuery({
    queryKey: authoringKeys.paperQuestions(paperId),
    queryFn: ({ signal }) => fetchPaperQuestions(paperId, signal),
    enabled: paperId > 0,
  });
}
