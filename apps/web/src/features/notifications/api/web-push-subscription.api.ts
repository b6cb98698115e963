import type { WebPushSubscriptionBody } from '@esc/contracts';
import { api } from '../../../lib/api';

/** POST /notifications/webPushSubscription: this browser's push state, subscribing, choices. */
export function postWebPushSubscription(body: WebPushSubscriptionBody, signal?: AbortSignal) {
  return api.call('POST /notifications/webPushSubscription', { body }, { signal });
}
