import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

export interface DropAsk {
  paperId: number;
  questionId: number;
  dropped: boolean;
}

/** Drops (or restores) a question of a paper; the server evaluates every attempt again. */
export function dropQuestion({ paperId, questionId, dropped }: DropAsk) {
  return api.call('POST /paperCreation/v2/dropQuestion', {
    body: { paper_id: paperId, question_id: questionId, is_dropped: dropped },
  });
}

export function useDropQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dropQuestion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authoringKeys.assignments() });
    },
  });
}
