import { randomUUID } from 'node:crypto';
import { NOTIFICATION_KINDS, type WebPushSubscriptionBody, type WebPushSubscriptionData } from '@esc/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { fieldRefused } from '../../platform/http/field-refusal.js';
import { isAllowedPushEndpoint } from '../../platform/push/push-endpoints.js';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

export type PushSettings = ReturnType<typeof createPushSettings>;

/** A person's browsers; past this a new one is refused until an old one unsubscribes or goes away. */
export const MAX_BROWSERS_PER_PERSON = 20;

/**
 * The subscription call: push on or off for one browser, the person's choices of events, and the
 * state the settings panel shows. Subscriptions and choices are always the caller's own.
 */
export function createPushSettings(deps: {
  repo: PushSubscriptionsRepository;
  vapidPublicKey: string;
  endpointOrigins: readonly string[];
  clock: () => number;
}) {
  const { repo, clock } = deps;

  async function subscribe(uuid: string, body: WebPushSubscriptionBody, now: string): Promise<void> {
    const sub = body.subscription;
    if (!sub) throw new AppError('VALIDATION_FAILED', { reason: 'notifications.subscriptionMissing' });
    if (!isAllowedPushEndpoint(sub.endpoint, deps.endpointOrigins)) {
      throw fieldRefused('subscription.endpoint', 'notifications.pushServiceUnsupported');
    }
    if (!(await repo.isSubscribed(uuid, sub.endpoint)) && (await repo.countOf(uuid)) >= MAX_BROWSERS_PER_PERSON) {
      throw new AppError('CONFLICT', { reason: 'notifications.tooManyBrowsers' });
    }
    const stored = await repo.upsert({
      id: randomUUID(),
      uuid,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      created_at: now,
      updated_at: now,
    });
    // The browser still holds another account's subscription (its sign-out could not end it): the
    // web ends it in the browser and subscribes afresh, which makes a new endpoint.
    if (!stored) throw new AppError('CONFLICT', { reason: 'notifications.subscriptionOfAnother' });
  }

  async function handle(uuid: string, body: WebPushSubscriptionBody): Promise<WebPushSubscriptionData> {
    const now = new Date(clock()).toISOString();
    const action = body.action ?? 'status';
    const endpoint = body.subscription?.endpoint ?? body.endpoint ?? null;
    if (action === 'subscribe') await subscribe(uuid, body, now);
    if (action === 'unsubscribe') {
      if (!endpoint) throw fieldRefused('endpoint', 'notifications.endpointRequired');
      await repo.removeOwn(uuid, endpoint);
    }
    if (body.choices) {
      const changes = NOTIFICATION_KINDS.flatMap((kind) => {
        const push = body.choices?.[kind];
        return push === undefined ? [] : [{ kind, push }];
      });
      await repo.setChoices(uuid, changes, now);
    }
    const stored = new Map((await repo.choicesOf(uuid)).map((c) => [c.kind, c.push === 1]));
    const choices = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? true]));
    return {
      vapid_public_key: deps.vapidPublicKey,
      subscribed: endpoint ? await repo.isSubscribed(uuid, endpoint) : false,
      subscription_count: await repo.countOf(uuid),
      choices: choices as WebPushSubscriptionData['choices'],
    };
  }

  return { handle };
}
