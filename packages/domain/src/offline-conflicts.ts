/**
 * The rules for writes made offline and sent later (issue 19, docs/offline-conflicts.md). The server
 * decides; a device only says when it made the write, and that time is believed only up to the moment
 * the server received it, so a device clock set ahead cannot make a write "later" than one that
 * arrived after it.
 */

/**
 * When a write counts as made: the device's made-at time, bounded by the server's receive time. A
 * missing or unreadable made-at (an older client, an online write) counts as made on arrival.
 */
export function boundedMadeAt(madeAt: string | null | undefined, receivedAtMs: number): number {
  const device = madeAt ? Date.parse(madeAt) : Number.NaN;
  return Number.isFinite(device) ? Math.min(device, receivedAtMs) : receivedAtMs;
}

/**
 * Two marks of the same learner on the same register: the later one by its bounded made-at time is
 * kept. On a tie the one arriving now wins (it is the newer word of a teacher at the same instant).
 */
export function incomingMarkWins(incomingMadeAtMs: number, storedMadeAtMs: number | null): boolean {
  return storedMadeAtMs === null || incomingMadeAtMs >= storedMadeAtMs;
}

/**
 * Work a learner did offline while their package ran out: kept when it was made (bounded made-at)
 * before the package's end, refused when made at or after it.
 */
export function madeBeforeEnd(madeAtMs: number, endsAtMs: number): boolean {
  return madeAtMs < endsAtMs;
}
