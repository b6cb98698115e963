import type { PushSubscriptionJson, WebPushSubscriptionBody, WebPushSubscriptionData } from '@esc/contracts';
import { ApiError } from '../../../lib/api-error';
import { SERVICE_WORKER_URL } from '../../../lib/service-worker.app';

export type PushSupport = 'supported' | 'unsupported' | 'blocked';

type Post = (body: WebPushSubscriptionBody) => Promise<WebPushSubscriptionData>;

/** Whether this browser can take pushes, and whether the person blocked them for this site. */
export function pushSupport(): PushSupport {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** This browser's push subscription, if it has one (no service worker is registered to ask). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as pushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const bytes = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let i = 0; i < bytes.length; i += 1) out[i] = bytes.charCodeAt(i);
  return out;
}

function asJson(subscription: PushSubscription): PushSubscriptionJson {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Turns push on for this browser: the service worker, the person's permission, a subscription for
 * the server's key, and the server told. A subscription another account still holds here (its
 * sign-out could not end it) is ended in the browser and made afresh.
 */
export async function enablePush(vapidPublicKey: string, post: Post): Promise<WebPushSubscriptionData | 'blocked'> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const ready = await navigator.serviceWorker.ready.catch(() => registration);
  const subscribe = () =>
    ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(vapidPublicKey) });
  let subscription = (await ready.pushManager.getSubscription()) ?? (await subscribe());
  try {
    return await post({ action: 'subscribe', subscription: asJson(subscription) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    await subscription.unsubscribe();
    subscription = await subscribe();
    return post({ action: 'subscribe', subscription: asJson(subscription) });
  }
}

/** Turns push off for this browser: the server forgets it and the browser ends the subscription. */
export async function disablePush(post: Post): Promise<WebPushSubscriptionData | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const answer = await post({ action: 'unsubscribe', endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  return answer;
}

/**
 * On sign-out the browser ends its subscription (the session is gone, so the server is not told):
 * the push service then answers 410 to the next push and the server removes it.
 */
export function endPushOnSignOut(): void {
  void currentSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
