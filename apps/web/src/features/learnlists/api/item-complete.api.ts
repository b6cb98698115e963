import type { MarkItemCompleteBody, MarkItemCompleteData } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

/** Marks one item of a learner's homework done; the server records it once (a repeat answers the first). */
export function markItemComplete(body: MarkItemCompleteBody): Promise<MarkItemCompleteData> {
  return api.request<MarkItemCompleteData>('/syllabus-v2/markLearnListItemComplete', { method: 'POST', body });
}

export function useMarkItemComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markItemComplete,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learnlistKeys.homework() }),
  });
}
