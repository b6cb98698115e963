import type { MarkItemCompleteBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

/** Marks one item of a learner's homework done; the server records it once (a repeat answers the first). */
export function markItemComplete(body: MarkItemCompleteBody) {
  return api.call('POST /syllabus-v2/markLearnListItemComplete', { body });
}

export function useMarkItemComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markItemComplete,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learnlistKeys.homework() }),
  });
}
