import type { NotificationListBody } from '@esc/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
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

/** Marks one notification, or all, read; the answer is the fresh first page. */
export function useMarkRead(uuid: string, size = NOTIFICATION_PAGE_SIZE) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: string[] } | 'all') =>
      fetchNotifications(
        which === 'all' ? { page_size: size, mark_all_read: true } : { page_size: size, mark_read: which.ids },
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.page(uuid, size), data);
      // Other pages (a longer one) are marked stale and read again when shown.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.person(uuid), refetchType: 'none' });
    },
  });
}
