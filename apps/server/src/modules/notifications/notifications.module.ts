import type { LanguageCode } from '@esc/contracts/languages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isPostgresUrl, withDefaultUser } from '../../db/dialect.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { createWebPushSender, type PushSender } from '../../platform/push/web-push.sender.js';
import { createNotificationCentre } from './notification-centre.service.js';
import { createNotificationDelivery } from './notification-delivery.service.js';
import { createNotificationPublisher } from './notification-publisher.service.js';
import { registerNotificationsRoutes } from './notifications.routes.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createPushSettings } from './push-settings.service.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { createStreamHub } from './stream-hub.js';
import { createInProcessSignals, createPostgresSignals, SIGNAL_CHANNEL } from './stream-signals.js';
import { createStreamTickets } from './stream-ticket.js';
import { defineModule } from '../module-map.js';
import { notificationsPersonalData } from './notifications.personal-data.js';
import { DELIVER_JOB } from './notification-publisher.service.js';
import { consentDecidedNotice } from './consent-decided-notice.js';
import type { NamesOf } from './notification-people.js';

export type NotificationsServices = ReturnType<typeof createNotificationsServices>;
export type { NotificationEvent, NotificationText } from './notification-event.js';
export type { NotificationParams, PersonRef } from './notification-people.js';

/**
 * The notifications module: one `publish(event)` for every module, delivered by a job to the in-app
 * centre, to open streams (of any server process) and to web push. It asks identity which recipients exist.
 */
export function createNotificationsServices(deps: {
  db: Db;
  config: AppConfig;
  clock: () => number;
  log: FastifyBaseLogger;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  people: {
    existing(uuids: readonly string[]): Promise<string[]>;
    exists(uuid: string): Promise<boolean>;
    /** Claims a key once for `seconds`, in every process (a stream ticket's id). */
    claimOnce(key: string, seconds: number): Promise<boolean>;
    /** The language of each person's messages. */
    languagesOf(uuids: readonly string[]): Promise<Map<string, LanguageCode>>;
    /** Each person's current name for any reader's language, in one query (what a notification names by reference). */
    namesOf: NamesOf;
  };
  /** Where pushes go; web push with the config's VAPID keys by default (tests pass their own). */
  pushSender?: PushSender;
}) {
  const { db, config, clock, log, jobs } = deps;
  const repo = createNotificationsRepository(db);
  const subscriptions = createPushSubscriptionsRepository(db);
  const signals = isPostgresUrl(config.databaseUrl)
    ? createPostgresSignals({
        connectionString: withDefaultUser(config.databaseUrl),
        channel: SIGNAL_CHANNEL,
        log,
      })
    : createInProcessSignals(log);
  const streams = createStreamHub({
    heartbeatMs: config.notifyStreamHeartbeatSeconds * 1000,
    maxMs: config.notifyStreamMaxSeconds * 1000,
    log,
  });
  const unsubscribeStreams = signals.subscribe((signal) => void streams.deliver(signal));
  const delivery = createNotificationDelivery({
    repo,
    subscriptions,
    existingPeople: deps.people.existing,
    languagesOf: deps.people.languagesOf,
    namesOf: deps.people.namesOf,
    signals,
    sender: deps.pushSender ?? createWebPushSender(config.webPush),
    log,
  });
  const publisher = createNotificationPublisher({ jobs, delivery, clock });
  const tickets = createStreamTickets({ secret: config.jwtSecret, clock });
  const centre = createNotificationCentre({
    repo,
    tickets,
    signals,
    clock,
    languageOf: async (uuid) => (await deps.people.languagesOf([uuid])).get(uuid) ?? 'en',
    namesOf: deps.people.namesOf,
  });

  return {
    /** The one function other modules call: `await notifications.publish({ id, kind, recipients, title, body, link })`. */
    publish: publisher.publish,
    centre,
    /** Another module's way to mark what it told read where it leads: `readEvents(uuid, eventIds)`. */
    readEvents: centre.readEvents,
    pushSettings: createPushSettings({
      repo: subscriptions,
      vapidPublicKey: config.webPush.publicKey,
      endpointOrigins: config.webPush.endpointOrigins,
      clock,
    }),
    tickets,
    streams,
    signals,
    accountExists: deps.people.exists,
    /** Records a stream ticket as used (identity's throttles table, shared by every process). */
    claimTicket: deps.people.claimOnce,
    /** After the job queue started: listen for signals from every server process. */
    async start() {
      await signals.start();
    },
    /** Before the server closes: end the streams (a browser reconnects elsewhere), stop listening. */
    async stop() {
      streams.closeAll();
      unsubscribeStreams();
      await signals.stop();
    },
  };
}

export function registerNotificationsModule(api: FastifyInstance, services: NotificationsServices): void {
  registerNotificationsRoutes(api, services);
}

export const notificationsModule = defineModule({
  name: 'notifications',
  purpose: 'Tells people: one publish for every module, delivered to the in-app centre, open tabs and web push.',
  needs: { identity: ['identity', 'directory', 'throttle', 'languages'] },
  offers: ['publish', 'readEvents'],
  fills: [],
  publishes: [],
  handles: ['identity.consent-decided'],
  tables: ['notifications', 'push_subscriptions', 'push_choices'],
  personalData: notificationsPersonalData,
  jobs: [DELIVER_JOB],
  build({ platform, needs, jobs, events }) {
    const services = createNotificationsServices({
      ...platform,
      jobs,
      people: {
        existing: async (uuids) => (await needs.identity.directory.people(uuids)).map((p) => p.uuid),
        exists: needs.identity.identity.userExists,
        claimOnce: needs.identity.throttle.claimOnce,
        languagesOf: needs.identity.languages.languagesOf,
        namesOf: needs.identity.directory.namesOf,
      },
    });
    // Identity cannot depend on this module (it depends on identity): the child is told from its event.
    events.on('identity.consent-decided', (event) => services.publish(consentDecidedNotice(event)));
    return {
      services,
      routes: (api) => registerNotificationsModule(api, services),
      start: services.start,
      stop: services.stop,
    };
  },
});
