import { iso, type NoticesDeps } from './notices-ports.js';
import type { NoticeAudienceService } from './notice-audience.js';
import type { NoticeRow } from './notices.repository.js';

export const NOTICE_PUBLISH_JOB = 'live.notice-publish';

const BATCH = 100;
const MAX_BATCHES = 20;

/** The notice board's path in the web app, opened on the notice. */
export const noticeLink = (noticeId: number) => `/notices?notice=${noticeId}`;

/**
 * Telling a notice's audience, once: at once for a notice published now, and by a job at publish_at
 * for a later one. The job sweeps every published notice not yet told, so a second run, a retry or a
 * run on two processes tells nobody twice (the notification's id is the notice's, and the notice is
 * marked told only once).
 */
/** The event that told a notice's audience: its notification is read when the notice is. */
export const noticeEventId = (noticeId: number) => `notice_published:notice:${noticeId}`;

export function createNoticePublishing(deps: NoticesDeps & { audience: NoticeAudienceService }) {
  const { jobs, publish, clock, log, audience, repos } = deps;

  async function tell(row: NoticeRow): Promise<void> {
    const members = await audience.membersOf(row);
    const text = row.notice_text.replace(/\s+/g, ' ').trim();
    await publish({
      id: noticeEventId(row.notice_id),
      kind: 'notice_published',
      recipients: members.map((m) => m.uuid),
      // A teacher's own title is theirs and never translated; only the product's default title is.
      title: row.notice_title?.trim()
        ? { text: row.notice_title.trim().slice(0, 200) }
        : { key: 'notifications.notice.defaultTitle' },
      body: { text: text.length > 200 ? `${text.slice(0, 199)}…` : text },
      link: noticeLink(row.notice_id),
      data: { notice_id: row.notice_id },
    });
    await repos.notices.markTold(row.notice_id, iso(clock()));
  }

  /** Tells the audiences of every notice whose publish time has come and who were not told. */
  async function publishDue(): Promise<number> {
    let told = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = await repos.notices.untold(iso(clock()), BATCH);
      for (const row of rows) {
        await tell(row);
        told += 1;
      }
      if (rows.length < BATCH) break;
    }
    if (told > 0) log.info({ told }, 'notices published');
    return told;
  }

  jobs.register(NOTICE_PUBLISH_JOB, {
    timeoutMs: 5 * 60_000,
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler: async () => {
      await publishDue();
    },
  });

  /** Queues a run for the minute `publishAt` falls in (runs already queued for that minute count). */
  async function runAt(publishAt: string): Promise<void> {
    const minute = Math.ceil(Date.parse(publishAt) / 60_000) * 60_000;
    await jobs.enqueue(NOTICE_PUBLISH_JOB, {}, { runAt: minute, singletonKey: iso(minute) });
  }

  return { tell, publishDue, runAt };
}

export type NoticePublishing = ReturnType<typeof createNoticePublishing>;
