import type { PushMessage } from '@esc/contracts';
import type { LanguageCode } from '@esc/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { PushSender } from '../../platform/push/web-push.sender.js';
import { notificationIdFor } from './notification-ids.js';
import type { QueuedEvent } from './notification-event.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';
import type { PushSubscriptionRow, PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import type { StreamSignals } from './stream-signals.js';
import { textIn } from './notification-text.js';
import { peopleNamedIn, type NamesOf } from './notification-people.js';
import type { NameForReaders } from '../identity/identity.module.js';

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;

/** People per write: one insert of this many rows, one signal, one push claim. */
export const DELIVERY_BATCH = 500;
/** Pushes in flight at once (each is one HTTPS request to a push service). */
const PUSH_CONCURRENCY = 16;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs tasks with at most `limit` in flight. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function checkStopped(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('delivery stopped');
}

/**
 * Delivers one event: the in-app rows in batches (each batch then signals the open streams of the
 * people it wrote), then web push to those who chose it. Safe to run twice: a row is written once
 * per event and person and only a newly written row is signalled; a push is claimed (due -> sending)
 * before it is sent, so a second run sends only what the first did not reach.
 */
export function createNotificationDelivery(deps: {
  repo: NotificationsRepository;
  subscriptions: PushSubscriptionsRepository;
  /** Of these uuids, the people who exist (identity's directory). */
  existingPeople: (uuids: readonly string[]) => Promise<string[]>;
  /** Each person's language (identity's `languagesOf`): a push is written in its reader's. */
  languagesOf: (uuids: readonly string[]) => Promise<Map<string, LanguageCode>>;
  /** The people the owed pushes name, looked up once per batch (identity's directory). */
  namesOf: NamesOf;
  signals: StreamSignals;
  sender: PushSender;
  log: FastifyBaseLogger;
}) {
  const { repo, subscriptions, signals, sender, log } = deps;

  /** Writes one batch's rows; answers the batch's people who exist. */
  async function writeBatch(event: QueuedEvent, batch: readonly string[]): Promise<string[]> {
    const existing = new Set(await deps.existingPeople(batch));
    const people = batch.filter((uuid) => existing.has(uuid));
    const pushing = new Set(await subscriptions.pushRecipients(people, event.kind));
    const data = event.data ? JSON.stringify(event.data) : null;
    const rows: NotificationRow[] = people.map((uuid) => ({
      id: notificationIdFor(event.id, uuid),
      event_id: event.id,
      recipient_uuid: uuid,
      kind: event.kind,
      title: event.title,
      body: event.body,
      title_key: event.titleKey ?? null,
      body_key: event.bodyKey ?? null,
      message_params: event.params ? JSON.stringify(event.params) : null,
      words_of: event.wordsOf ?? null,
      link: event.link,
      data,
      push_state: pushing.has(uuid) ? 'due' : null,
      read_at: null,
      created_at: event.createdAt,
    }));
    const written = await repo.insertNew(rows);
    if (written.length > 0) await signals.publish({ type: 'created', eventId: event.id, recipients: written });
    return people;
  }

  /**
   * Sends one owed push to every browser of its person; a subscription the service says is gone is removed.
   * A push leaves the server, so it is worded now, with the names people have now: a name corrected or
   * erased later cannot be taken back from a device, as a message once read cannot. The row keeps the
   * reference, so the centre reads the name as it is then.
   */
  async function pushOne(
    row: NotificationRow,
    browsers: readonly PushSubscriptionRow[],
    language: LanguageCode,
    names: ReadonlyMap<string, NameForReaders>,
  ): Promise<boolean> {
    const message: PushMessage = {
      id: row.id,
      kind: row.kind as PushMessage['kind'],
      ...textIn(row, language, names),
      link: row.link,
    };
    let delivered = false;
    for (const browser of browsers) {
      const target = { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } };
      const outcome = await sender.send(target, JSON.stringify(message), { topic: row.id.replaceAll('-', '') });
      // Subscriptions are named by our own id in the log: an endpoint is a capability to push to a person.
      if (outcome.status === 'sent') delivered = true;
      else if (outcome.status === 'gone') {
        await subscriptions.removeById(browser.id);
        log.info({ subscription: browser.id }, 'push subscription gone: removed');
      } else log.warn({ subscription: browser.id, status: outcome.httpStatus }, 'push not accepted');
    }
    return delivered;
  }

  async function pushBatch(event: QueuedEvent, people: readonly string[], signal: AbortSignal): Promise<void> {
    const owed = await repo.claimDuePushes(event.id, people);
    if (owed.length === 0) return;
    const recipients = owed.map((r) => r.recipient_uuid);
    const [subs, languages, names] = await Promise.all([
      subscriptions.ofPeople(recipients),
      deps.languagesOf(recipients),
      deps.namesOf(peopleNamedIn(owed)),
    ]);
    const browsers = new Map<string, PushSubscriptionRow[]>();
    for (const sub of subs) browsers.set(sub.uuid, [...(browsers.get(sub.uuid) ?? []), sub]);
    const sent: string[] = [];
    const failed: string[] = [];
    await inParallel(owed, PUSH_CONCURRENCY, async (row) => {
      checkStopped(signal);
      const language = languages.get(row.recipient_uuid) ?? 'en';
      const delivered = await pushOne(row, browsers.get(row.recipient_uuid) ?? [], language, names);
      (delivered ? sent : failed).push(row.id);
    });
    await repo.setPushState(sent, 'sent');
    await repo.setPushState(failed, 'failed');
  }

  /** In-app rows and streams for everyone first, then the pushes: a slow push service delays no one's bell. */
  async function deliver(event: QueuedEvent, signal: AbortSignal): Promise<void> {
    const people: string[][] = [];
    for (const batch of chunks(event.recipients, DELIVERY_BATCH)) {
      checkStopped(signal);
      people.push(await writeBatch(event, batch));
    }
    for (const batch of people) {
      checkStopped(signal);
      await pushBatch(event, batch, signal);
    }
  }

  return { deliver };
}
