import type { NotificationListBody, NotificationListData } from '@esc/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { appOutbox } from '../../../lib/outbox.app';
import { newClientId, onOutboxSettled, sendThroughOutbox } from '../../../lib/outbox-call';
import { readSession } from '../../../lib/session';
import { notificationKeys } from './notifications.keys';

/** The bell and the centre read the same first page; "show more" asks for a longer one. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** POST /notifications/list: a page, the unread count, the stream ticket; marks read first when asked. */
export function fetchNotifications(body: NotificationListBody, signal?: AbortSignal) {
  return api.call('POST /notifications/list', { body }, { signal });
}

export function notificationPageQueryOptions(uuid: string, size = NOTIFICATION_PAGE_SIZE) {
  return queryOptions({
    queryKey: notificationKeys.page(uuid, size),
    queryFn: ({ signal }) => fetchNotifications({ page_size: size }, signal),
    // The stream says when something changed; without it (a lost connection) the count still refreshes.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function useNotificationPage(uuid: string, size = NOTIFICATION_PAGE_SIZE, enabled = true) {
  return useQuery({ ...notificationPageQueryOptions(uuid, size), enabled });
}

/** The outbox's kind of notification reads. */
const NOTIFICATION_READ_TAG = 'notification-read';

/** The page as read with these notifications marked read (while the marks wait for the link). */
function markedLocally(page: NotificationListData, ids: readonly string[], at: string): NotificationListData {
  const marked = new Set(ids);
  const newly = page.notifications.filter((n) => n.read_at === null && marked.has(n.id)).length;
  return {
    ...page,
    unread_count: Math.max(0, page.unread_count - newly),
    notifications: page.notifications.map((n) => (n.read_at === null && marked.has(n.id) ? { ...n, read_at: at } : n)),
  };
}

/**
 * Marks one notification, or all, read, through the app's outbox (marked offline, it is sent when the
 * link returns; the server sets a read time once). The answer is the fresh first page; while the
 * marks wait, the page shown is marked here. "All" offline means the unread ones the person sees (a
 * mark sent hours later must not read what arrived meanwhile).
 */
export function useMarkRead(uuid: string, size = NOTIFICATION_PAGE_SIZE) {
  const queryClient = useQueryClient();
  const key = notificationKeys.page(uuid, size);
  useEffect(
    () =>
      onOutboxSettled(appOutbox, NOTIFICATION_READ_TAG, () =>
        queryClient.invalidateQueries({ queryKey: notificationKeys.person(uuid) }),
      ),
    [queryClient, uuid],
  );
  return useMutation({
    networkMode: 'always',
    mutationFn: async (which: { ids: string[] } | 'all') => {
      const owner = readSession()?.uuid;
      if (!owner) throw new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: 'Not signed in' });
      const shown = queryClient.getQueryData<NotificationListData>(key);
      const unreadShown = shown?.notifications.filter((n) => n.read_at === null).map((n) => n.id) ?? [];
      const ids = which === 'all' ? unreadShown : which.ids;
      const body: NotificationListBody =
        which === 'all' && navigator.onLine !== false
          ? { page_size: size, mark_all_read: true }
          : { page_size: size, mark_read: ids };
      const id = newClientId();
      const outcome = await sendThroughOutbox<NotificationListData>(appOutbox, {
        id,
        tag: NOTIFICATION_READ_TAG,
        owner,
        path: '/notifications/list',
        body,
      });
      if (outcome.status === 'acknowledged') return outcome.data;
      return shown ? markedLocally(shown, ids, new Date().toISOString()) : undefined;
    },
    onSuccess: (data) => {
      if (data) queryClient.setQueryData(key, data);
      // Other pages (a longer one) are marked stale and read again when shown.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.person(uuid), refetchType: 'none' });
    },
  });
}
