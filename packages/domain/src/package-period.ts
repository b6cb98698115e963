import { canMove, type StateOf, type Transitions } from './state-machine.js';

// When a package counts as active (spec 001 §4 "Package status: 1 means active"; spec 002 §5.4 "an
// active package (package_status 1)"), read together: a package is active when its
// package_status is 1 and today is within its dates. A learner's subscription, a school's licence
// and the gate all ask this one function; "today" is the domain's localDate of the server clock.

/** The status and the dates of a package as someone holds it (a subscription or a school's licence). */
export interface PackagePeriod {
  packageStatus: number;
  /** First day it counts (YYYY-MM-DD, inclusive); null when it has no start date. */
  startDate: string | null;
  /** Last day it counts (YYYY-MM-DD, inclusive); null when it never ends. */
  endDate: string | null;
}

/** Where a package stands on a day: switched off, not started yet, running, or over. */
export type PackagePeriodState = 'inactive' | 'upcoming' | 'active' | 'ended';

/**
 * package_status (spec 001 §4: "Package status: 1 means active"; 002 §5.4 "package_status 1"). The
 * specs name no other code; the product stores 0 for a package switched off, and answers 0 for a
 * package held but not active (not started, ended).
 */
export const PackageStatus = { Inactive: 0, Active: 1 } as const;
export type PackageStatus = StateOf<typeof PackageStatus>;

/** A package is switched off and on again; nothing else moves it (its dates decide the rest). */
export const PACKAGE_STATUS_TRANSITIONS: Transitions<PackageStatus> = {
  [PackageStatus.Active]: [PackageStatus.Inactive],
  [PackageStatus.Inactive]: [PackageStatus.Active],
};

export function canMovePackage(from: number, to: number): boolean {
  return canMove(PACKAGE_STATUS_TRANSITIONS, from, to);
}

export function packagePeriodState(period: PackagePeriod, today: string): PackagePeriodState {
  // Status 1 is the only active status (spec 001 §4).
  if (period.packageStatus !== PackageStatus.Active) return 'inactive';
  if (period.endDate !== null && period.endDate < today) return 'ended';
  if (period.startDate !== null && period.startDate > today) return 'upcoming';
  return 'active';
}

/** package_status is 1 and today lies within the start and end dates (both inclusive). */
export function isPackageActive(period: PackagePeriod, today: string): boolean {
  return packagePeriodState(period, today) === 'active';
}
