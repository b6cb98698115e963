import {
  NotificationListBody,
  NotificationListData,
  NotificationStreamQuery,
  WebPushSubscriptionBody,
  WebPushSubscriptionData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** The notification centre, its live stream (server-sent events, not JSON) and web push (apps/server modules/notifications). */
export const notificationsCalls = {
  'POST /notifications/list': { guard: 'user', scope: 'self', body: NotificationListBody, data: NotificationListData },
  'POST /notifications/webPushSubscription': {
    guard: 'user',
    scope: 'self',
    body: WebPushSubscriptionBody,
    data: WebPushSubscriptionData,
  },
  'GET /notifications/stream': { guard: 'public', scope: 'credential', query: NotificationStreamQuery, data: 'file' },
} as const satisfies CallTable;
