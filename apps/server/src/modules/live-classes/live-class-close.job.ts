import { LiveClassStatus } from '@esc/domain';
import { iso, type LiveClassesDeps } from './live-classes-ports.js';
import type { LiveClassRow } from './live-classes.repository.js';

export const LIVE_CLASS_CLOSE_JOB = 'live.class-close';

const PAGE = 200;
const MAX_PAGES = 50;
/** No class is shorter: one that started less than this ago cannot have ended. */
const SHORTEST_CLASS_MS = 10 * 60_000;
/** Clocks of the server processes and the database may differ by this much. */
const CLOCK_MARGIN_MS = 5_000;

const endOf = (row: Pick<LiveClassRow, 'start_at' | 'duration_minutes'>) =>
  Date.parse(row.start_at) + row.duration_minutes * 60_000;

/**
 * Closing a class whose time is over, so no class stays "scheduled" or "ongoing" for ever: one its
 * presenter started becomes completed (3); one never started becomes completed when a learner joined
 * it (a link-provider class is often held without anyone pressing Start) and expired (5) when nobody
 * did, which 001 §4 shows as expired. A provider's "meeting ended" callback may close it earlier.
 * The job runs at each class's end (queued when it is scheduled or moved) and sweeps every class
 * over by then, so a run missed while the server was down is caught by the next; each change is
 * conditional on the status read, so two runs never close one class twice.
 */
export function createLiveClassClosing(deps: Pick<LiveClassesDeps, 'repos' | 'jobs' | 'clock' | 'log'>) {
  const { repos, jobs, clock, log } = deps;
  const classes = repos.liveClasses;

  async function closeEnded(): Promise<number> {
    const now = clock();
    let closed = 0;
    let after = '';
    for (let page = 0; page < MAX_PAGES; page++) {
      const rows = await classes.openStartedBy(iso(now - SHORTEST_CLASS_MS), after, PAGE);
      for (const row of rows.filter((r) => endOf(r) <= now)) {
        const status =
          row.live_class_status === LiveClassStatus.Started || (await classes.hasJoins(row.sch_id))
            ? LiveClassStatus.Completed
            : LiveClassStatus.Expired;
        // The provider's room is left open: a class running over is not cut off, and an empty room
        // ends by itself (BigBlueButton) or when its host leaves (Zoom).
        if (await classes.closeIfStill(row.sch_id, row.live_class_status, status, iso(now))) closed += 1;
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]!.start_at;
    }
    if (closed > 0) log.info({ closed }, 'live classes closed');
    return closed;
  }

  /** The provider says the meeting ended: a class not yet closed becomes completed (3). */
  async function closeEndedRoom(schId: number): Promise<boolean> {
    const row = await classes.byId(schId);
    if (
      !row ||
      (row.live_class_status !== LiveClassStatus.Scheduled && row.live_class_status !== LiveClassStatus.Started)
    ) {
      return false;
    }
    return classes.closeIfStill(row.sch_id, row.live_class_status, LiveClassStatus.Completed, iso(clock()));
  }

  jobs.register(LIVE_CLASS_CLOSE_JOB, {
    timeoutMs: 5 * 60_000,
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler: async () => {
      await closeEnded();
    },
  });

  /**
   * Queues a closing run for the minute the class ends, a few seconds into it: pg-boss starts jobs by
   * the database's clock, and a run that came a moment before the end by this server's clock would
   * leave the class open until another class's run sweeps it.
   */
  async function closeAt(row: Pick<LiveClassRow, 'start_at' | 'duration_minutes'>): Promise<void> {
    const minute = Math.ceil(endOf(row) / 60_000) * 60_000;
    await jobs.enqueue(LIVE_CLASS_CLOSE_JOB, {}, { runAt: minute + CLOCK_MARGIN_MS, singletonKey: iso(minute) });
  }

  return { closeEnded, closeAt, closeEndedRoom };
}

export type LiveClassClosing = ReturnType<typeof createLiveClassClosing>;
