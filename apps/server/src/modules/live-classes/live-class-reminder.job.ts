import { timeZoneOfCountry } from '@esc/domain';
import type { MessageKey } from '../../platform/i18n/message-renderer.js';
import { iso, type LiveClassesDeps } from './live-classes-ports.js';
import type { LiveClassAudience } from './live-class-audience.js';
import type { LiveClassRow } from './live-classes.repository.js';

export const LIVE_CLASS_REMINDER_JOB = 'live.class-reminder';
/** Learners and parents are reminded this long before a class starts. */
export const REMINDER_LEAD_MS = 10 * 60_000;

const BATCH = 100;
const MAX_BATCHES = 20;

/** The learner's schedule in the web app, opened on the class. */
export const liveClassLink = (schId: number) => `/my-schedule?class=${schId}`;

export type LiveClassChange = 'scheduled' | 'changed' | 'cancelled';

const TITLES = {
  scheduled: 'notifications.liveClass.scheduled',
  changed: 'notifications.liveClass.changed',
  cancelled: 'notifications.liveClass.cancelled',
  reminder: 'notifications.liveClass.reminder',
} as const satisfies Record<LiveClassChange | 'reminder', MessageKey>;

/**
 * Telling a class's sections (learners and their parents): when it is scheduled, changed or cancelled,
 * and 10 minutes before it starts through the job queue. The reminder job sweeps every scheduled class
 * starting within 10 minutes and not yet reminded, so a second run, a retry or a run on two processes
 * tells nobody twice (the notification's id names the class and its start, and the class is marked
 * reminded only once; a class moved to a new time is reminded of that one).
 */
export function createLiveClassNotices(deps: LiveClassesDeps & { audience: LiveClassAudience }) {
  const { jobs, publish, clock, log, audience, repos } = deps;

  /** `weeks` > 1: a weekly timetable scheduled, told once from its first class. */
  async function tell(row: LiveClassRow, what: LiveClassChange | 'reminder', weeks = 1): Promise<void> {
    const recipients = await audience.membersOf(row);
    if (recipients.length === 0) return;
    // The school's time, as its people read it (not UTC).
    const [school] = await deps.sections.schoolsByIds([row.school_id]);
    const params = {
      title: row.title.slice(0, 150),
      start: row.start_at,
      tz: timeZoneOfCountry(school?.country_iso),
      minutes: row.duration_minutes,
    };
    await publish({
      // The change's time keeps two changes of one class apart, and one change told once.
      id: `live_class:${what}:${row.sch_id}:${what === 'reminder' ? row.start_at : row.updated_at}`,
      kind: 'live_class',
      recipients,
      title: { key: weeks > 1 ? 'notifications.liveClass.weekly' : TITLES[what] },
      body:
        weeks > 1
          ? { key: 'notifications.liveClass.bodyWeekly', params: { ...params, count: weeks } }
          : { key: 'notifications.liveClass.body', params },
      link: liveClassLink(row.sch_id),
      data: { sch_id: row.sch_id, change: what },
    });
  }

  /** Reminds the sections of every scheduled class starting within 10 minutes, once each. */
  async function remindDue(): Promise<number> {
    const now = clock();
    let told = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = await repos.liveClasses.unreminded(iso(now), iso(now + REMINDER_LEAD_MS), BATCH);
      for (const row of rows) {
        // Marked first: a run that loses the race tells nobody.
        if (!(await repos.liveClasses.markReminded(row.sch_id, iso(now)))) continue;
        await tell(row, 'reminder');
        told += 1;
      }
      if (rows.length < BATCH) break;
    }
    if (told > 0) log.info({ told }, 'live class reminders sent');
    return told;
  }

  jobs.register(LIVE_CLASS_REMINDER_JOB, {
    timeoutMs: 5 * 60_000,
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler: async () => {
      await remindDue();
    },
  });

  /** Queues a reminder run for the minute 10 minutes before `startAt` (now when that has passed). */
  async function remindAt(startAt: string): Promise<void> {
    const minute = Math.max(
      Math.floor((Date.parse(startAt) - REMINDER_LEAD_MS) / 60_000) * 60_000,
      Math.floor(clock() / 60_000) * 60_000,
    );
    await jobs.enqueue(LIVE_CLASS_REMINDER_JOB, {}, { runAt: minute, singletonKey: iso(minute) });
  }

  return { tell, remindDue, remindAt };
}

export type LiveClassNotices = ReturnType<typeof createLiveClassNotices>;
