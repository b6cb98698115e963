import type { BookmarkStateData } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { showToast } from '../../lib/toast';
import { appOutbox } from '../../lib/outbox.app';
import { BOOKMARK_TAG, setBookmark, type BookmarkTarget } from './bookmark.api';
import { bookmarkKeys } from './bookmark.keys';
import './bookmark.strings';

export interface SetBookmarkVariables {
  target: BookmarkTarget;
  state: boolean;
}

/**
 * Sets or unsets a bookmark optimistically: the status shows the new state at once, goes back when
 * the server refuses (with a toast), and the bookmark lists are refetched either way. Offline, the
 * write waits in the outbox and the new state stays.
 */
export function useSetBookmark() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // A bookmark made offline reaches the server later: the lists read it then.
  useEffect(
    () =>
      appOutbox.subscribe((event) => {
        if (event.entry.tag === BOOKMARK_TAG) void queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists() });
      }),
    [queryClient],
  );
  return useMutation<BookmarkStateData, unknown, SetBookmarkVariables, { previous: boolean | undefined }>({
    // Offline too: the outbox keeps the write (a paused mutation would never show the new state).
    networkMode: 'always',
    mutationFn: ({ target, state }) => setBookmark(target, state),
    onMutate: async ({ target, state }) => {
      const key = bookmarkKeys.status(target.kind, target.itemId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, state);
      return { previous };
    },
    onError: (_error, { target, state }, context) => {
      const key = bookmarkKeys.status(target.kind, target.itemId);
      if (context?.previous === undefined) queryClient.removeQueries({ queryKey: key, exact: true });
      else queryClient.setQueryData(key, context.previous);
      showToast({ message: t(state ? 'bookmarks.addFailed' : 'bookmarks.removeFailed'), tone: 'error' });
    },
    onSuccess: (data, { target }) => {
      queryClient.setQueryData(bookmarkKeys.status(target.kind, target.itemId), data.is_bookmarked === 1);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists() }),
  });
}
