import type { MarkItemCompleteBody, MarkItemCompleteData } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import {
  markItemCompleteThroughOutbox,
  onItemCompletionSettled,
  tellArchivedOnce,
} from '../../../lib/homework-completion';
import { showToast } from '../../../lib/toast';
import '../homework.strings';
import { learnlistKeys } from './learnlists.keys';

/**
 * Marks one item of a learner's homework done; the server records it once (a repeat answers the
 * first). Through the outbox: resolves with null while the mark waits for the link.
 */
export function markItemComplete(body: MarkItemCompleteBody) {
  return markItemCompleteThroughOutbox(body);
}

/** Archived by the teacher while the mark waited (the learner was offline): the work still counts; say so. */
function tellIfArchived(data: MarkItemCompleteData | null): void {
  tellArchivedOnce(data, () => showToast({ message: i18next.t('homework.item.archivedKept'), tone: 'info' }));
}

export function useMarkItemComplete() {
  const queryClient = useQueryClient();
  // A mark made offline reaches the server later: the homework reads it then.
  useEffect(
    () =>
      onItemCompletionSettled((data) => {
        tellIfArchived(data);
        void queryClient.invalidateQueries({ queryKey: learnlistKeys.homework() });
      }),
    [queryClient],
  );
  return useMutation({
    // Offline too: the outbox keeps the mark (a paused mutation would leave the button spinning).
    networkMode: 'always',
    mutationFn: markItemComplete,
    onSuccess: (data) => {
      tellIfArchived(data);
      if (data) void queryClient.invalidateQueries({ queryKey: learnlistKeys.homework() });
    },
  });
}
