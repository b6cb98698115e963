import { canMove, type StateOf, type Transitions } from './state-machine.js';

/** The platform's own default school: B2C learners belong to it (spec 000 §9, 001 §9, 002 §9). */
export const DEFAULT_SCHOOL_ID = 17250;

/** School status (spec 001 §4): "1 active; 3 inactive or failure". */
export const SchoolStatus = { Active: 1, Inactive: 3 } as const;
export type SchoolStatus = StateOf<typeof SchoolStatus>;

/** A school is switched off and on again. */
export const SCHOOL_STATUS_TRANSITIONS: Transitions<SchoolStatus> = {
  [SchoolStatus.Active]: [SchoolStatus.Inactive],
  [SchoolStatus.Inactive]: [SchoolStatus.Active],
};

export function canMoveSchool(from: number, to: number): boolean {
  return canMove(SCHOOL_STATUS_TRANSITIONS, from, to);
}

export const InstituteType = { School: 1, CoachingInstitute: 2, Excluded: 3 } as const;

/** Country flag codes (spec 001 §4). */
export function countryFlag(countryIso: string | null | undefined): number {
  switch ((countryIso ?? '').toUpperCase()) {
    case 'IN':
      return 1;
    case 'AE':
      return 2;
    case 'ZA':
      return 4;
    default:
      return 3;
  }
}
