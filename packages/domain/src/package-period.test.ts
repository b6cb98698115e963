import { describe, expect, it } from 'vitest';
import {
  canMovePackage,
  isPackageActive,
  PackageStatus,
  packagePeriodState,
  type PackagePeriod,
} from './package-period.js';

// Spec 001 §4: "Package status: 1 means active." Spec 002 §5.4: "school 17250 with an active package
// (package_status 1)". Read together: a package is active when package_status is 1 and today is
// within its dates.

const TODAY = '2026-06-15';
const period = (packageStatus: number, startDate: string | null, endDate: string | null): PackagePeriod => ({
  packageStatus,
  startDate,
  endDate,
});

describe('a package is active when package_status is 1 and today is within its dates', () => {
  it.each([
    ['status 1, today between start and end', period(1, '2026-06-01', '2026-06-30'), true],
    ['status 1, starts today', period(1, '2026-06-15', '2026-06-30'), true],
    ['status 1, ends today (the end date is the last day)', period(1, '2026-06-01', '2026-06-15'), true],
    ['status 1, one-day package on today', period(1, '2026-06-15', '2026-06-15'), true],
    ['status 1, ended yesterday', period(1, '2026-05-15', '2026-06-14'), false],
    ['status 1, starts tomorrow', period(1, '2026-06-16', '2026-07-15'), false],
    ['status 0 within its dates', period(0, '2026-06-01', '2026-06-30'), false],
    ['status 2 within its dates', period(2, '2026-06-01', '2026-06-30'), false],
    ['status 1 with no end date (a licence without validity)', period(1, null, null), true],
    ['status 1 with no start date, valid until today', period(1, null, '2026-06-15'), true],
    ['status 1 with no start date, valid until yesterday', period(1, null, '2026-06-14'), false],
    ['status 0 with no dates', period(0, null, null), false],
  ])('%s: %s', (_name, given, active) => {
    expect(isPackageActive(given, TODAY)).toBe(active);
  });

  it('names where an inactive package stands: switched off, not started or over', () => {
    expect(packagePeriodState(period(0, '2026-07-01', '2026-07-31'), TODAY)).toBe('inactive');
    expect(packagePeriodState(period(1, '2026-07-01', '2026-07-31'), TODAY)).toBe('upcoming');
    expect(packagePeriodState(period(1, '2026-05-01', '2026-05-31'), TODAY)).toBe('ended');
    expect(packagePeriodState(period(1, '2026-06-01', '2026-06-30'), TODAY)).toBe('active');
  });

  it('compares calendar days across month and year ends', () => {
    expect(isPackageActive(period(1, '2025-12-31', '2026-01-01'), '2026-01-01')).toBe(true);
    expect(isPackageActive(period(1, '2025-12-01', '2025-12-31'), '2026-01-01')).toBe(false);
  });
});

describe('package status (spec 001 §4: "Package status: 1 means active")', () => {
  it('is 1 active, 0 switched off', () => {
    expect(PackageStatus).toEqual({ Inactive: 0, Active: 1 });
  });

  it.each([
    [1, 0, true],
    [0, 1, true],
    [1, 1, false],
    [1, 2, false],
    [2, 1, false],
  ])('%d -> %d: %s', (from, to, allowed) => {
    expect(canMovePackage(from, to)).toBe(allowed);
  });
});
