import type { EvaluateAnswersBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { authoringKeys } from './authoring.keys';

/** Marks for a learner's subjective answers; the server publishes once every attempt is marked. */
export function evaluateAnswers(body: EvaluateAnswersBody) {
  return api.call('POST /student-report/teacher/evaluateAnswers', { body });
}

export function useEvaluateAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateAnswers,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authoringKeys.assignments() }),
  });
}
