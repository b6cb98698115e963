import type { MarkItemCompleteBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { api } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import '../homework.strings';
import { learnlistKeys } from './learnlists.keys';

/** Marks one item of a learner's homework done; the server records it once (a repeat answers the first). */
export function markItemComplete(body: MarkItemCompleteBody) {
  return api.call('POST /syllabus-v2/markLearnListItemComplete', { body });
}

export function useMarkItemComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markItemComplete,
    onSuccess: (data) => {
      // Archived by the teacher meanwhile (the learner was offline): the work still counts; say so.
      if (data.list_archived) showToast({ message: i18next.t('homework.item.archivedKept'), tone: 'info' });
      void queryClient.invalidateQueries({ queryKey: learnlistKeys.homework() });
    },
  });
}
