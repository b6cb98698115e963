import { addWatched, readClickStream, takeUnsent, wholeSeconds, type SecondsRounding } from './progress-click-stream';
import { PROGRESS_OUTBOX_TAG, PROGRESS_PATH, progressBody, type ProgressContext } from './progress-post';
import type { Outbox } from './outbox';

/** Seconds between two posts while content is being consumed. */
export const PROGRESS_POST_INTERVAL_MS = 15_000;

export type PostReason = 'interval' | 'pause' | 'ended' | 'hidden' | 'close';

/** Posts made as the page (or the content) is left: sent as keep-alive requests that outlive it. */
const LEAVING_REASONS: readonly PostReason[] = ['hidden', 'close'];

export interface ProgressRecorderDeps {
  context: ProgressContext;
  outbox: Pick<Outbox, 'enqueue'>;
  /** The signed-in person (the outbox sends a write only with their session). */
  owner: string;
  /** Play head in seconds (videos), or null. */
  resumePosition: () => number | null;
  now?: () => number;
  newId?: () => string;
}

export interface ProgressRecorder {
  /** Consumption starts counting (video playing, or a document visible). */
  start(): void;
  /** Consumption stops counting (paused, hidden, buffering). */
  stop(): void;
  readonly running: boolean;
  /** Hands what was measured to the outbox. Returns the client_event_id, or null when nothing was posted. */
  post(reason: PostReason): string | null;
}

/**
 * Measures consumption time while content is consumed (and only then) and posts it through the
 * outbox: each post carries the whole seconds since the previous post and a new client_event_id.
 * A pause or the end also posts when only the play head moved, so the resume time is kept.
 */
export function createProgressRecorder(deps: ProgressRecorderDeps): ProgressRecorder {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const contentId = deps.context.contentId;
  let runningSince: number | null = null;
  let lastPostedPosition: number | null = null;

  /** Moves the time measured so far into the click-stream store. */
  function settle(): void {
    if (runningSince === null) return;
    const t = now();
    addWatched(contentId, (t - runningSince) / 1000, deps.resumePosition(), t);
    runningSince = t;
  }

  return {
    start() {
      if (runningSince === null) runningSince = now();
      // Where consumption began: leaving content never played (or never moved) posts nothing.
      if (lastPostedPosition === null) lastPostedPosition = deps.resumePosition();
    },
    stop() {
      settle();
      runningSince = null;
    },
    get running() {
      return runningSince !== null;
    },
    post(reason) {
      settle();
      const position = deps.resumePosition();
      const rounding: SecondsRounding =
        reason === 'ended' ? 'ceil' : reason === 'interval' || reason === 'pause' ? 'floor' : 'round';
      const available = wholeSeconds(readClickStream()[String(contentId)]?.unsent ?? 0, rounding);
      const moved = position !== null && lastPostedPosition !== null && Math.abs(position - lastPostedPosition) >= 1;
      if (available < 1 && !(reason !== 'interval' && moved)) return null;
      const eventId = newId();
      const seconds = takeUnsent(contentId, eventId, now(), rounding);
      lastPostedPosition = position;
      deps.outbox.enqueue(
        {
          id: eventId,
          tag: PROGRESS_OUTBOX_TAG,
          owner: deps.owner,
          path: PROGRESS_PATH,
          body: progressBody(deps.context, seconds, eventId, position),
        },
        { keepalive: LEAVING_REASONS.includes(reason) },
      );
      return eventId;
    },
  };
}
