import {
  NotificationListBody,
  NotificationListData,
  NotificationStreamQuery,
  WebPushSubscriptionBody,
  WebPushSubscriptionData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** The notification centre, its live stream (server-sent events, not JSON) and web push (apps/server modules/notifications). */
export const notificationsCalls: CallTable = {
  'POST /notifications/list': { body: NotificationListBody, data: NotificationListData },
  'POST /notifications/webPushSubscription': { body: WebPushSubscriptionBody, data: WebPushSubscriptionData },
  'GET /notifications/stream': { query: NotificationStreamQuery, data: 'file' },
};
