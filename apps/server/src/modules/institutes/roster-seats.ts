import type { SeatUse } from '@esc/contracts';
import { isPackageActive, isSeatAvailable, type LicenceState, PackageStatus, type SeatKind } from '@esc/domain';
import type { SeatLicence } from '../commerce/commerce.module.js';
import type { RosterProblem } from './roster-csv.js';

export interface SeatPlan {
  uses: SeatUse[];
  /** Seats taken from each licence, in licence order. */
  take: Map<string, { student: number; teacher: number }>;
  errors: RosterProblem[];
}

/**
 * Seats (spec 001 §5): each new student or teacher takes a seat of the school's first licence that
 * still has one (isSeatAvailable, with the expiry check); people already in the school take none.
 */
export function planSeats(
  licences: readonly SeatLicence[],
  needed: Record<'student' | 'teacher', number>,
  today: string,
): SeatPlan {
  const state = licences.map((l) => ({
    ...l,
    // The seat rule's "package is active" is the domain's one rule: status 1 and within its validity.
    package_status: isPackageActive({ packageStatus: l.package_status, startDate: null, endDate: l.valid_until }, today)
      ? PackageStatus.Active
      : PackageStatus.Inactive,
  }));
  const take = new Map(state.map((l) => [l.id, { student: 0, teacher: 0 }]));
  const uses: SeatUse[] = [];
  const errors: RosterProblem[] = [];
  for (const kind of ['student', 'teacher'] as const) {
    const active = state.filter((l) => l.package_status === PackageStatus.Active);
    const allowed = active.reduce(
      (n, l) => n + (kind === 'student' ? l.allowed_student_count : l.allowed_teacher_count),
      0,
    );
    const consumed = active.reduce(
      (n, l) => n + (kind === 'student' ? l.consumed_student_license : l.consumed_teacher_license),
      0,
    );
    let granted = 0;
    for (let i = 0; i < needed[kind]; i += 1) {
      const licence = state.find((l) =>
        isSeatAvailable(l as LicenceState, { kind: kind as SeatKind, checkExpiry: true }),
      );
      if (!licence) break;
      if (kind === 'student') licence.consumed_student_license += 1;
      else licence.consumed_teacher_license += 1;
      take.get(licence.id)![kind] += 1;
      granted += 1;
    }
    const enough = granted === needed[kind];
    uses.push({ kind, allowed, consumed, needed: needed[kind], enough });
    if (!enough) {
      const left = Math.max(allowed - consumed, 0);
      errors.push({
        field: `${kind}_seats`,
        reason: kind === 'student' ? 'institutes.roster.studentSeats' : 'institutes.roster.teacherSeats',
        params: { needed: needed[kind], left },
      });
    }
  }
  return { uses, take, errors };
}
