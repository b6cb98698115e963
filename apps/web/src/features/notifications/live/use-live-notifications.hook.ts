import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl } from '../../../lib/api';
import { reportLiveStream } from '../../../lib/live-stream';
import { fetchNotifications, NOTIFICATION_PAGE_SIZE } from '../api/notification-list.api';
import { notificationKeys } from '../api/notifications.keys';
import { startSharedStream } from './shared-stream.client';

/**
 * Keeps the person's notifications live in this tab: the browser's one stream (held by one tab,
 * shared with the others) says what changed, and the queries read it again. The stream carries ids
 * only; the rows come from the list call.
 */
export function useLiveNotifications(uuid: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource the count still refreshes (the page query's interval).
    if (typeof EventSource === 'undefined') return;
    const stopStream = startSharedStream({
      uuid,
      // The list call hands out the ticket; its answer is the bell's page, so keep it.
      fetchTicket: async () => {
        const data = await fetchNotifications({ page_size: NOTIFICATION_PAGE_SIZE });
        queryClient.setQueryData(notificationKeys.page(uuid, NOTIFICATION_PAGE_SIZE), data);
        return data.stream_ticket;
      },
      streamUrl: (ticket) => apiUrl('GET /notifications/stream', { query: { ticket } }),
      onMessage: (message) => {
        if (message.type === 'ready') reportLiveStream('up');
        if (message.type === 'down') return reportLiveStream('down');
        if (message.type === 'notification') reportLiveStream('notification');
        void queryClient.invalidateQueries({ queryKey: notificationKeys.person(uuid) });
      },
    });
    return () => {
      stopStream();
      reportLiveStream('down');
    };
  }, [uuid, queryClient]);
}
