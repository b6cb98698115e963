import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { HomeworkDueReader } from './homework-due.js';
import { homeworkLink } from './homework-notices.js';

export const DUE_TOMORROW_JOB = 'learnlists.due-tomorrow';

/** One assignment due tomorrow as the reminder tells it: its learners not done yet, and their parents. */
export interface DueHomework {
  assignId: number;
  /** The learn-list's title as learners see it. */
  title: string;
  /** YYYY-MM-DD in the school's time zone. */
  dueDate: string;
  /** The app path of the homework (opened from the notification). */
  link: string;
  learners: readonly { uuid: string; parentUuids: readonly string[] }[];
}

/**
 * The daily run, in UTC: 12:30 is the same calendar day in every time zone the product serves (from
 * London, UTC+0, to Singapore, UTC+8) and the afternoon or evening there (18:00 in India), so
 * "tomorrow" means one day everywhere and the reminder comes after school.
 */
export const DUE_TOMORROW_UTC = { hour: 12, minute: 30 };

/** The next run after `nowMs` (today's if it has not come yet). */
export function nextDueTomorrowRun(nowMs: number): number {
  const d = new Date(nowMs);
  let run = Date.UTC(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    DUE_TOMORROW_UTC.hour,
    DUE_TOMORROW_UTC.minute,
  );
  if (run <= nowMs) run += 86_400_000;
  return run;
}

/** The events of one assignment: one to its learners, one to their parents (each event id names the due day). */
export function dueTomorrowEvents(homework: DueHomework): NotificationEvent[] {
  const base = `homework_due_tomorrow:${homework.assignId}:${homework.dueDate}`;
  const data = { assign_id: homework.assignId, due_date: homework.dueDate };
  const learners = homework.learners.map((l) => l.uuid);
  const parents = [...new Set(homework.learners.flatMap((l) => l.parentUuids))];
  return [
    {
      id: `${base}:learners`,
      kind: 'homework_due_tomorrow',
      recipients: learners,
      title: { key: 'notifications.homeworkDueTomorrow.title' },
      body: { key: 'notifications.homeworkDueTomorrow.bodyLearners', params: { title: homework.title } },
      link: homework.link,
      data,
    },
    {
      id: `${base}:parents`,
      kind: 'homework_due_tomorrow',
      recipients: parents,
      title: { key: 'notifications.homeworkDueTomorrow.title' },
      body: { key: 'notifications.homeworkDueTomorrow.bodyParents', params: { title: homework.title } },
      link: homework.link,
      data,
    },
  ];
}

/**
 * The due-tomorrow reminder as a daily job. Each run queues the next day's (one waiting run per day:
 * the day is its singleton key, so every server process may ask for it at start). A run publishes
 * events whose ids name the assignment and its due day, so a second run on the same day, a retry or
 * a run on two processes tells nobody twice.
 */
export function createHomeworkReminders(deps: {
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  publish: (event: NotificationEvent) => Promise<void>;
  due: Pick<HomeworkDueReader, 'dueTomorrow'>;
  clock: () => number;
  log: FastifyBaseLogger;
}) {
  const { jobs, publish, clock, log } = deps;

  /** Assignments due tomorrow in each school's time zone, with the learners for whom they are due and not done. */
  async function dueTomorrow(nowMs: number): Promise<DueHomework[]> {
    return (await deps.due.dueTomorrow(nowMs)).map((h) => ({
      assignId: h.assignId,
      title: h.title,
      dueDate: h.dueDate,
      link: homeworkLink(h.assignId),
      learners: h.learners.map((l) => ({ uuid: l.uuid, parentUuids: l.parents })),
    }));
  }

  async function scheduleNext(afterMs = clock()): Promise<void> {
    const runAt = nextDueTomorrowRun(afterMs);
    await jobs.enqueue(DUE_TOMORROW_JOB, {}, { runAt, singletonKey: new Date(runAt).toISOString().slice(0, 10) });
  }

  /** One run: every assignment due tomorrow, published (idempotent by event id). */
  async function run(): Promise<number> {
    const due = await dueTomorrow(clock());
    let published = 0;
    for (const homework of due) {
      for (const event of dueTomorrowEvents(homework)) {
        if (event.recipients.length === 0) continue;
        await publish(event);
        published += 1;
      }
    }
    log.info({ assignments: due.length, events: published }, 'due-tomorrow reminders published');
    return published;
  }

  jobs.register(DUE_TOMORROW_JOB, {
    timeoutMs: 10 * 60_000,
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async () => {
      await run();
      await scheduleNext();
    },
  });

  return { run, scheduleNext };
}
