import { JEE_BOARD_ID, NEET_BOARD_ID } from './board-visibility.js';
import { DEFAULT_SCHOOL_ID, InstituteType } from './constants.js';
import { canMove, type StateOf, type Transitions } from './state-machine.js';

/** Package ids 3 and 4 are the institute (B2B) packages (spec 001 §9, 002 §9). */
export const B2B_PACKAGE_IDS: readonly number[] = [3, 4];
/** Subscription types that count for institute interests (spec 001 §9). */
export const INSTITUTE_SUBSCRIPTION_TYPES: readonly number[] = [1, 2];
/** Spec 001 §9: "Package id 11 is used for a non-institute interest" (000 §9: "Default package id [11]"). */
export const NON_INSTITUTE_PACKAGE_ID = 11;

/**
 * institute_status (spec 001 §4: "institute_status is 1 and subscription type is 1 or 2, or status 0
 * with package_id 2"): 1 active, 0 not (the product answers 0 while the institute's school is not
 * active, spec 001 §4 "School status").
 */
export const InstituteStatus = { Inactive: 0, Active: 1 } as const;
export type InstituteStatus = StateOf<typeof InstituteStatus>;

/** An institute follows its school: active, inactive, active again. */
export const INSTITUTE_STATUS_TRANSITIONS: Transitions<InstituteStatus> = {
  [InstituteStatus.Active]: [InstituteStatus.Inactive],
  [InstituteStatus.Inactive]: [InstituteStatus.Active],
};

export function canMoveInstitute(from: number, to: number): boolean {
  return canMove(INSTITUTE_STATUS_TRANSITIONS, from, to);
}

export interface InstituteState {
  institute_status: number;
  subscription_type_id?: number | null;
  package_id?: number | null;
}

/** Institute active (spec 001 §4): status 1 with subscription type 1 or 2, or status 0 with package 2. */
export function isInstituteActive({ institute_status, subscription_type_id, package_id }: InstituteState): boolean {
  if (institute_status === InstituteStatus.Active) {
    return INSTITUTE_SUBSCRIPTION_TYPES.includes(subscription_type_id ?? -1);
  }
  return institute_status === InstituteStatus.Inactive && package_id === 2;
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
