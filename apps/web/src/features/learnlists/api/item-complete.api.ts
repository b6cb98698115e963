import type { MarkItemCompleteBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markItemCompleteThroughOutbox, onItemCompletionSettled } from '../../../lib/homework-completion';
import { learnlistKeys } from './learnlists.keys';

/**
 * Marks one item of a learner's homework done; the server records it once (a repeat answers the
 * first). Through the outbox: resolves with null while the mark waits for the link.
 */
export function markItemComplete(body: MarkItemCompleteBody) {
  return markItemCompleteThroughOutbox(body);
}

export function useMarkItemComplete() {
  const queryClient = useQueryClient();
  // A mark made offline reaches the server later: the homework reads it then.
  useEffect(
    () => onItemCompletionSettled(() => void queryClient.invalidateQueries({ queryKey: learnlistKeys.homework() })),
    [queryClient],
  );
  return useMutation({
    // Offline too: the outbox keeps the mark (a paused mutation would leave the button spinning).
    networkMode: 'always',
    mutationFn: markItemComplete,
    onSuccess: (data) => {
      if (data) void queryClient.invalidateQueries({ queryKey: learnlistKeys.homework() });
    },
  });
}
