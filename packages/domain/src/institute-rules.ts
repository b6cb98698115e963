import { JEE_BOARD_ID, NEET_BOARD_ID } from './board-visibility.js';
import { DEFAULT_SCHOOL_ID, InstituteType } from './constants.js';

/** Package ids 3 and 4 are the institute (B2B) packages (spec 001 §9, 002 §9). */
export const B2B_PACKAGE_IDS: readonly number[] = [3, 4];
/** Subscription types that count for institute interests (spec 001 §9). */
export const INSTITUTE_SUBSCRIPTION_TYPES: readonly number[] = [1, 2];

export interface InstituteState {
  institute_status: number;
  subscription_type_id?: number | null;
  package_id?: number | null;
}

/** Institute active (spec 001 §4): status 1 with subscription type 1 or 2, or status 0 with package 2. */
export function isInstituteActive({ institute_status, subscription_type_id, package_id }: InstituteState): boolean {
  if (institute_status === 1) return INSTITUTE_SUBSCRIPTION_TYPES.includes(subscription_type_id ?? -1);
  return institute_status === 0 && package_id === 2;
}

export interface InstitutePriorityInput {
  schoolId: number;
  instituteType?: number | null;
  boardId?: number | null;
}

/** Institute priority (spec 001 §9): lower comes first. */
export function institutePriority({ schoolId, instituteType, boardId }: InstitutePriorityInput): number {
  if (schoolId !== DEFAULT_SCHOOL_ID || instituteType === InstituteType.CoachingInstitute) return 1;
  if (boardId === JEE_BOARD_ID) return 2;
  if (boardId === NEET_BOARD_ID) return 3;
  return 5;
}

/** The school count leaves out institute type 3 (spec 001 §5). */
export function countSchools(schools: readonly { institute_type?: number | null }[]): number {
  return schools.filter((s) => s.institute_type !== InstituteType.Excluded).length;
}

export type SeatKind = 'student' | 'teacher' | 'school';

export interface LicenceState {
  package_status: number;
  allowed_student_count: number;
  allowed_teacher_count: number;
  allowed_esc_count: number;
  consumed_student_license: number;
  consumed_teacher_license: number;
  registered_esc_count: number;
}

export interface SeatCheck {
  kind: SeatKind;
  /** Editing an existing enrolment consumes no new seat. */
  editMode?: boolean;
  checkExpiry?: boolean;
}

/** Licence seat rule (spec 001 §5). */
export function isSeatAvailable(licence: LicenceState, { kind, editMode, checkExpiry }: SeatCheck): boolean {
  if (editMode) return true;
  if (checkExpiry && licence.package_status !== 1) return false;
  switch (kind) {
    case 'student':
      return licence.allowed_student_count > licence.consumed_student_license;
    case 'teacher':
      return licence.allowed_teacher_count > licence.consumed_teacher_license;
    case 'school':
      return licence.allowed_esc_count > licence.registered_esc_count;
  }
}
