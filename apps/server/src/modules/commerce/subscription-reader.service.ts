import { B2B_PACKAGE_IDS, isPackageActive, localDate, type PackagePeriod } from '@esc/domain';
import { subscriptionPeriod, subscriptionState } from './commerce-dates.js';
import type { SubscriptionReaderRepository } from './subscription-reader.repository.js';

/** A learner's package that is active today for a board and class. */
export interface ActivePackage {
  packageId: number;
  isFreeTrial: boolean;
  /** student_subscribed_services of the package: learn, practice, test, live_classes */
  services: string[];
  /** YYYY-MM-DD, the last day the package is active (India time) */
  endDate: string;
}

export type SubscriptionReader = ReturnType<typeof createSubscriptionReader>;

export function parseServices(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What other modules (the access gate) may ask commerce. Read-only; "today" is the server clock's
 * day in India. A subscription is active when its package_status is 1 and today lies within its
 * start and end dates (both inclusive); a free trial counts as active until its end date.
 */
export function createSubscriptionReader({ repo, clock }: { repo: SubscriptionReaderRepository; clock: () => number }) {
  const rowsFor = repo.subscriptionsFor;

  /** The active package for the board and class (a paid one before a free trial, then the latest end), or null. */
  async function activePackageFor(uuid: string, boardId: number, classId: number): Promise<ActivePackage | null> {
    const today = localDate(clock());
    const active = (await rowsFor(uuid, boardId, classId)).filter((r) => isPackageActive(subscriptionPeriod(r), today));
    if (active.length === 0) return null;
    active.sort(
      (a, b) =>
        Number(a.is_free_trial) - Number(b.is_free_trial) || b.package_end_date.localeCompare(a.package_end_date),
    );
    const best = active[0]!;
    return {
      packageId: best.package_id,
      isFreeTrial: !!best.is_free_trial,
      services: parseServices(best.student_subscribed_services),
      endDate: best.package_end_date,
    };
  }

  /** True when a free trial for the board and class has ended and no package is active now. */
  async function freeTrialEndedFor(uuid: string, boardId: number, classId: number): Promise<boolean> {
    const today = localDate(clock());
    const states = (await rowsFor(uuid, boardId, classId)).map((r) => subscriptionState(r, today));
    return states.includes('free_trial_ended') && !states.includes('active');
  }

  /**
   * Whether an active B2B package (ids 3 and 4) covers the board and class: of that school when a
   * school id is given, of any institute when it is null (spec 002 §4.6).
   */
  async function hasB2bPackageFor(schoolId: number | null, boardId: number, classId: number): Promise<boolean> {
    return repo.anyPackageCovers(B2B_PACKAGE_IDS, schoolId, boardId, classId);
  }

  /**
   * The services of the school's B2B packages (3 and 4) for the board and class, together; null when it
   * has none. Its learners' packages stand in for their own (a school's package with live classes lets
   * its learners watch its recordings, spec 001 §4).
   */
  async function b2bServicesFor(schoolId: number, boardId: number, classId: number): Promise<string[] | null> {
    const rows = await repo.servicesOfPackagesCovering(B2B_PACKAGE_IDS, schoolId, boardId, classId);
    return rows.length === 0 ? null : [...new Set(rows.flatMap(parseServices))];
  }

  /** The learner's periods of a package (any board and class): work made offline is judged by them. */
  async function periodsOfPackage(uuid: string, packageId: number): Promise<PackagePeriod[]> {
    return (await repo.subscriptionsOfPackage(uuid, packageId)).map((r) => ({
      packageStatus: r.package_status,
      startDate: r.package_start_date,
      endDate: r.package_end_date,
    }));
  }

  return { activePackageFor, freeTrialEndedFor, hasB2bPackageFor, b2bServicesFor, periodsOfPackage };
}
