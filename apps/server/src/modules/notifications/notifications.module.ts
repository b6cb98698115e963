import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isPostgresUrl, withDefaultUser } from '../../db/dialect.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { createWebPushSender, type PushSender } from '../../platform/push/web-push.sender.js';
import type { DueHomeworkSource } from './homework-due.port.js';
import { createHomeworkReminders } from './homework-reminders.js';
import { createNotificationCentre } from './notification-centre.service.js';
import { createNotificationDelivery } from './notification-delivery.service.js';
import { createNotificationPublisher } from './notification-publisher.service.js';
import { registerNotificationsRoutes } from './notifications.routes.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createPushSettings } from './push-settings.service.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { createStreamHub } from './stream-hub.js';
import { createInProcessSignals, createPostgresSignals, signalChannelFor } from './stream-signals.js';
import { createStreamTickets } from './stream-ticket.js';

export type NotificationsServices = ReturnType<typeof createNotificationsServices>;
export type { NotificationEvent } from './notification-event.js';
export type { DueHomework, DueHomeworkSource, DueLearner } from './homework-due.port.js';

/**
 * The notifications module: one `publish(event)` for every module, delivered by a job to the in-app
 * centre, to open streams (of any server process) and to web push. Built after identity (it asks
 * which recipients exist); learn-lists is connected later with `connect({ dueHomework })`.
 */
export function createNotificationsServices(deps: {
  db: Db;
  config: AppConfig;
  clock: () => number;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  people: { existing(uuids: readonly string[]): Promise<string[]>; exists(uuid: string): Promise<boolean> };
  /** PostgreSQL: the schema of this deployment's tables (tests give each file its own channel by it). */
  schema?: string;
  /** Where pushes go; web push with the config's VAPID keys by default (tests pass their own). */
  pushSender?: PushSender;
}) {
  const { db, config, clock, log, jobs } = deps;
  const repo = createNotificationsRepository(db);
  const subscriptions = createPushSubscriptionsRepository(db);
  const signals = isPostgresUrl(config.databaseUrl)
    ? createPostgresSignals({
        connectionString: withDefaultUser(config.databaseUrl),
        channel: signalChannelFor(deps.schema),
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
    signals,
    sender: deps.pushSender ?? createWebPushSender(config.webPush),
    log,
  });
  const publisher = createNotificationPublisher({ jobs, delivery, clock });
  const reminders = createHomeworkReminders({ jobs, publish: publisher.publish, clock, log });
  const tickets = createStreamTickets({ secret: config.jwtSecret, clock });

  return {
    /** The one function other modules call: `await notifications.publish({ id, kind, recipients, title, body, link })`. */
    publish: publisher.publish,
    reminders,
    centre: createNotificationCentre({ repo, tickets, signals, clock }),
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
    /** Learn-lists is built after notifications (it publishes); the composition root connects it here. */
    connect(ports: { dueHomework: DueHomeworkSource }) {
      reminders.connect(ports.dueHomework);
    },
    /** After the job queue started: listen for signals, and make sure tomorrow's reminder run is queued. */
    async start() {
      await signals.start();
      await reminders.scheduleNext();
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
