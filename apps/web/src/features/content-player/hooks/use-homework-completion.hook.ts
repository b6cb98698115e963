import type { MarkItemCompleteBody } from '@esc/contracts';
import { LearnListItemType } from '@esc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import i18next from 'i18next';
import { markItemCompleteThroughOutbox, tellArchivedOnce } from '../../../lib/homework-completion';
import { showToast } from '../../../lib/toast';
import '../player.strings';
import { readsProgress } from '../../../lib/progress.app';

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

interface HomeworkCompletion {
  learnerUuid: string | null;
  contentId: number;
  assignId: number | null;
  /** The server says this learner's record of the content is complete. */
  completed: boolean;
}

/**
 * Content opened from homework as a content item (?assignId=&learnlistId=) counts once its progress
 * record is complete (spec 000 §4). A progress post naming the homework completes it on the server,
 * but content watched through before it was assigned posts nothing new: so once the player knows the
 * record is complete, it asks for the item to be marked (the server checks the record again and
 * records it once).
 */
export function useHomeworkCompletion({ learnerUuid, contentId, assignId, completed }: HomeworkCompletion): void {
  const [search] = useSearchParams();
  const learnlistId = positiveId(search.get('learnlistId'));
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!completed || !learnerUuid || assignId === null || learnlistId === null) return;
    const key = `${learnerUuid}:${assignId}:${learnlistId}:${contentId}`;
    if (sent.current === key) return;
    sent.current = key;
    const body: MarkItemCompleteBody = {
      assign_id: assignId,
      learnlist_id: learnlistId,
      learnlist_item_id: contentId,
      learnlist_item_type: LearnListItemType.Content,
    };
    // Through the outbox: marked offline, it is sent once the link returns.
    markItemCompleteThroughOutbox(body)
      // The homework screens read differently now, whichever page shows them next.
      .then((data) => {
        // Archived by the teacher meanwhile (the learner was offline): the work still counts; say so.
        tellArchivedOnce(data, () => showToast({ message: i18next.t('player.archivedKept'), tone: 'info' }));
        if (data) void queryClient.invalidateQueries({ predicate: (query) => readsProgress(query.queryKey) });
      })
      // Refused (not this learner's homework, or not an item of it): the player has nothing to say.
      .catch(() => undefined);
  }, [completed, learnerUuid, assignId, learnlistId, contentId, queryClient]);
}
