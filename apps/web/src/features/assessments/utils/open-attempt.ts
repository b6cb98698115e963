import type { StartAttemptData } from '@esc/contracts';
import { resumeAnchor, type AttemptClockAnchor } from '@esc/domain';
import { isApiError, NO_ANSWER } from '../../../lib/api-error';
import type { AttemptStore } from './attempt-store';

/** Starting needs the link: no attempt was kept on this device for this paper, and the server cannot be reached. */
export class OfflineStartError extends Error {
  override readonly name = 'OfflineStartError';
  constructor() {
    super('The test cannot be started without a connection.');
  }
}

export interface OpenedAttempt {
  attempt: StartAttemptData;
  /** The server's time beside the monotonic clock: the engine's timer counts from it. */
  anchor: AttemptClockAnchor;
  /** Resumed from the device: the server could not be reached. */
  fromDevice: boolean;
  /** Submitted on this device; the submit waits in the outbox. */
  submittedOffline: boolean;
}

export interface OpenAttemptDeps {
  start: () => Promise<StartAttemptData>;
  store: Pick<AttemptStore, 'load' | 'save'>;
  key: string;
  /** The signed-in person; null: nothing is kept. */
  owner: string | null;
  deviceNow?: () => number;
  monoNow?: () => number;
}

/** No answer came at all (the link is down), or a gateway said the server is away. */
export function isLinkDown(error: unknown): boolean {
  if (!isApiError(error)) return error instanceof TypeError;
  return error.status === NO_ANSWER || error.status === 502 || error.status === 503 || error.status === 504;
}

/**
 * Opens the engine: the server starts or resumes the attempt, and what the engine needs is kept on the
 * device. When the server cannot be reached, an attempt kept here goes on from the device, its timer
 * resumed from the last checkpoint; with none kept, starting needs the link (OfflineStartError). An
 * attempt submitted on this device is not started again: its submit waits in the outbox.
 */
export async function openAttempt(deps: OpenAttemptDeps): Promise<OpenedAttempt> {
  const deviceNow = deps.deviceNow ?? Date.now;
  const monoNow = deps.monoNow ?? (() => performance.now());
  const kept = deps.owner === null ? null : await deps.store.load(deps.key, deps.owner, deviceNow()).catch(() => null);
  if (kept?.submittedOffline) {
    return {
      ...fromDevice(kept.attempt),
      anchor: resumeAnchor(kept.checkpoint, deviceNow(), monoNow()),
      submittedOffline: true,
    };
  }
  try {
    const attempt = await deps.start();
    const anchor = { serverMs: attempt.timing.server_time_ms, monoMs: monoNow() };
    if (deps.owner !== null) {
      const checkpoint = { serverMs: attempt.timing.server_time_ms, deviceMs: deviceNow() };
      // Kept for a reload offline, without holding the engine back (its timer already counts); a
      // device that cannot keep it still runs the test online.
      void deps.store.save({ key: deps.key, owner: deps.owner, attempt, checkpoint }).catch(() => undefined);
    }
    return { attempt, anchor, fromDevice: false, submittedOffline: false };
  } catch (error) {
    if (!isLinkDown(error)) throw error;
    if (!kept) throw new OfflineStartError();
    return {
      ...fromDevice(kept.attempt),
      anchor: resumeAnchor(kept.checkpoint, deviceNow(), monoNow()),
      submittedOffline: false,
    };
  }
}

function fromDevice(attempt: StartAttemptData) {
  return { attempt: { ...attempt, resumed: true }, fromDevice: true };
}
