import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { NotificationDelivery } from './notification-delivery.service.js';
import { checkedEvent, type NotificationEvent, type QueuedEvent } from './notification-event.js';

export type NotificationPublisher = ReturnType<typeof createNotificationPublisher>;

export const DELIVER_JOB = 'notifications.deliver';

/**
 * `publish(event)`: the one function other modules call to tell people something. It checks the
 * event and queues its delivery; the answer comes as soon as the job is queued (a whole school is
 * written in batches by the job, not in the caller's request).
 */
export function createNotificationPublisher(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  delivery: NotificationDelivery;
  clock: () => number;
}) {
  const { jobs, delivery, clock } = deps;

  jobs.register<{ event: QueuedEvent }>(DELIVER_JOB, {
    // 5,000 people take about a second to write; pushes to slow services take longer.
    timeoutMs: 10 * 60_000,
    retryLimit: 5,
    retryDelaySeconds: 10,
    concurrency: 2,
    handler: ({ event }, { signal }) => delivery.deliver(event, signal),
  });

  /** Queues the event's delivery; an event id already queued is not queued twice. */
  async function publish(event: NotificationEvent): Promise<void> {
    const queued = checkedEvent(event, new Date(clock()).toISOString());
    if (queued.recipients.length === 0) return;
    await jobs.enqueue(DELIVER_JOB, { event: queued }, { singletonKey: queued.id });
  }

  return { publish };
}
