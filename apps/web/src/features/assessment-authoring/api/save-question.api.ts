import type { SaveQuestionBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Saves a new question to the school's bank, or a change to one. */
export function saveQuestion(body: SaveQuestionBody) {
  return api.call('POST /question-msa-test/question/v2/saveQuestion', { body });
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authoringKeys.bank() }),
  });
}
