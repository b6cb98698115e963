// The test engine's timer on the device: it counts from the server's start and deadline, never from
// the device's wall clock. At the start (and at each answer from the server) the engine takes an
// anchor: the server's time beside the monotonic clock's reading (performance.now). From then on the
// server's time is the anchor plus the monotonic time passed, so moving the device's clock, forward
// or back, changes nothing. A monotonic clock starts again at a reload; the engine then resumes from
// the last checkpoint it wrote, by the device clock, and never earlier than that checkpoint.

export interface AttemptClockAnchor {
  /** The server's clock (ms since the epoch) at the anchor. */
  serverMs: number;
  /** The monotonic clock (performance.now, ms) at the same moment. */
  monoMs: number;
}

export interface AttemptTimes {
  /** When the server started the attempt. */
  startedAtMs: number;
  /** When the server says its time is up. */
  deadlineMs: number;
}

export interface AttemptClockReading {
  /** The server's time now, as counted on the device. */
  serverNowMs: number;
  /** Time since the attempt's start by that count: what each answer carries as elapsed_ms. */
  elapsedMs: number;
  leftMs: number;
  timeUp: boolean;
}

/** The server's time now: the anchor plus the monotonic time since (a monotonic clock never runs back). */
export function serverNowFrom(anchor: AttemptClockAnchor, monoNowMs: number): number {
  return anchor.serverMs + Math.max(0, monoNowMs - anchor.monoMs);
}

/** The attempt's clock at a monotonic reading: elapsed since the server's start, time left to its deadline. */
export function readAttemptClock(
  times: AttemptTimes,
  anchor: AttemptClockAnchor,
  monoNowMs: number,
): AttemptClockReading {
  const serverNowMs = serverNowFrom(anchor, monoNowMs);
  const leftMs = times.deadlineMs - serverNowMs;
  return {
    serverNowMs,
    elapsedMs: Math.max(0, Math.round(serverNowMs - times.startedAtMs)),
    leftMs: Math.max(0, leftMs),
    timeUp: leftMs <= 0,
  };
}

/** What the engine writes on the device as it runs, to resume after a reload with no network. */
export interface AttemptClockCheckpoint {
  /** The server's time as counted at the checkpoint. */
  serverMs: number;
  /** The device's wall clock at the same moment. */
  deviceMs: number;
}

/**
 * A new anchor after a reload with no server to ask: the checkpoint's server time plus the device
 * clock's time since it, never less than the checkpoint (a device clock moved back gives no time
 * back to the learner's count, and the time since the checkpoint is then not counted).
 */
export function resumeAnchor(
  checkpoint: AttemptClockCheckpoint,
  deviceNowMs: number,
  monoNowMs: number,
): AttemptClockAnchor {
  return { serverMs: checkpoint.serverMs + Math.max(0, deviceNowMs - checkpoint.deviceMs), monoMs: monoNowMs };
}
