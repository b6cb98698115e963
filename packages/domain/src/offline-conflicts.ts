import { packagePeriodState, type PackagePeriod } from './package-period.js';

/**
 * The rules for writes made offline and sent later (docs/offline-conflicts.md). The server
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

/** What becomes of work made under a package (docs/offline-conflicts.md, rule 3). */
export type PackageWorkVerdict = { kept: true } | { kept: false; endedOn: string };

/**
 * Work a learner did under a package, judged by the day it was made (the school's day of its bounded
 * made-at, `madeOn`): kept when one of the learner's periods of the package ran on that day; refused
 * when the package had ended before it (the reason names the last day it ran). A learner with no
 * period of the package, or one not started yet, is not judged here (kept: the gate decides access).
 */
export function packageWorkVerdict(periods: readonly PackagePeriod[], madeOn: string): PackageWorkVerdict {
  if (periods.length === 0 || periods.some((p) => packagePeriodState(p, madeOn) === 'active')) return { kept: true };
  const ended = periods
    .filter((p) => packagePeriodState(p, madeOn) === 'ended')
    .map((p) => p.endDate!)
    .sort();
  const last = ended[ended.length - 1];
  return last === undefined ? { kept: true } : { kept: false, endedOn: last };
}
