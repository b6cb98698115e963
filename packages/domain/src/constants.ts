/** The platform's own default school: B2C learners belong to it (spec 000 §9, 001 §9, 002 §9). */
export const DEFAULT_SCHOOL_ID = 17250;

export const SchoolStatus = { Active: 1, Inactive: 3 } as const;

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
