import { canMove, type StateOf, type Transitions } from './state-machine.js';

/**
 * live_class_status (spec 001 §3 and §4, 002 §4.1): 1 scheduled (002 §4.1: upcoming while its start is
 * ahead, missed once past), 2 started and 3 completed (002 §4.1: shown as completed), 4 cancelled and
 * 5 expired (001 §4: "4 and 5 are shown as expired"). The specs name the codes' display; the names of
 * 2 to 5 are the product's reading of them.
 */
export const LiveClassStatus = { Scheduled: 1, Started: 2, Completed: 3, Cancelled: 4, Expired: 5 } as const;
export type LiveClassStatus = StateOf<typeof LiveClassStatus>;

/**
 * The moves of a live class:
 * - scheduled -> started: its presenter starts it;
 * - scheduled -> cancelled: the school cancels it before it starts;
 * - scheduled -> completed: it ends with learners having joined (or the meeting room says it ended);
 * - scheduled -> expired: its time passed and nobody joined;
 * - started -> completed: it ends.
 * Completed, cancelled and expired are final.
 */
export const LIVE_CLASS_TRANSITIONS: Transitions<LiveClassStatus> = {
  [LiveClassStatus.Scheduled]: [
    LiveClassStatus.Started,
    LiveClassStatus.Cancelled,
    LiveClassStatus.Completed,
    LiveClassStatus.Expired,
  ],
  [LiveClassStatus.Started]: [LiveClassStatus.Completed],
  [LiveClassStatus.Completed]: [],
  [LiveClassStatus.Cancelled]: [],
  [LiveClassStatus.Expired]: [],
};

export function canMoveLiveClass(from: number, to: number): boolean {
  return canMove(LIVE_CLASS_TRANSITIONS, from, to);
}

/** Not over: scheduled or started (it may still be joined, started or ended). */
export const OPEN_LIVE_CLASS_STATUSES: readonly LiveClassStatus[] = [
  LiveClassStatus.Scheduled,
  LiveClassStatus.Started,
];

export const isLiveClassOpen = (status: number): boolean =>
  (OPEN_LIVE_CLASS_STATUSES as readonly number[]).includes(status);
