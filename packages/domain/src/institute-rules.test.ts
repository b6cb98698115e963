import { describe, expect, it } from 'vitest';
import { canMoveSchool, SchoolStatus } from './constants.js';
import {
  canMoveInstitute,
  countSchools,
  InstituteStatus,
  institutePriority,
  isInstituteActive,
  isSeatAvailable,
  NON_INSTITUTE_PACKAGE_ID,
  type LicenceState,
} from './institute-rules.js';

describe('institute active (spec 001 §4)', () => {
  it.each([
    [{ institute_status: 1, subscription_type_id: 1 }, true],
    [{ institute_status: 1, subscription_type_id: 2 }, true],
    [{ institute_status: 1, subscription_type_id: 3 }, false],
    [{ institute_status: 1 }, false],
    [{ institute_status: 0, package_id: 2 }, true],
    [{ institute_status: 0, package_id: 3 }, false],
    [{ institute_status: 3, subscription_type_id: 1, package_id: 2 }, false],
  ])('%o is active: %s', (state, expected) => {
    expect(isInstituteActive(state)).toBe(expected);
  });

  it('names institute_status 1 active and 0 not, which follow the school', () => {
    expect(InstituteStatus).toEqual({ Inactive: 0, Active: 1 });
    expect(canMoveInstitute(1, 0)).toBe(true);
    expect(canMoveInstitute(0, 1)).toBe(true);
    expect(canMoveInstitute(1, 1)).toBe(false);
    expect(canMoveInstitute(3, 1)).toBe(false);
  });

  it('gives a non-institute interest package id 11 (spec 001 §9)', () => {
    expect(NON_INSTITUTE_PACKAGE_ID).toBe(11);
  });
});

describe('school status (spec 001 §4: "1 active; 3 inactive or failure")', () => {
  it('names 1 and 3, and switches a school off and on', () => {
    expect(SchoolStatus).toEqual({ Active: 1, Inactive: 3 });
    expect(canMoveSchool(1, 3)).toBe(true);
    expect(canMoveSchool(3, 1)).toBe(true);
    expect(canMoveSchool(1, 2)).toBe(false);
    expect(canMoveSchool(2, 1)).toBe(false);
  });
});

describe('institute priority (spec 001 §9)', () => {
  it.each([
    [{ schoolId: 501, boardId: 596 }, 1],
    [{ schoolId: 17250, instituteType: 2, boardId: 606 }, 1],
    [{ schoolId: 17250, boardId: 596 }, 2],
    [{ schoolId: 17250, boardId: 606 }, 3],
    [{ schoolId: 17250, boardId: 101 }, 5],
    [{ schoolId: 17250 }, 5],
  ])('%o has priority %i', (input, expected) => {
    expect(institutePriority(input)).toBe(expected);
  });
});

describe('school count (spec 001 §5)', () => {
  it('leaves out institute type 3', () => {
    expect(countSchools([{ institute_type: 1 }, { institute_type: 2 }, { institute_type: 3 }, {}])).toBe(3);
  });
});

describe('licence seats (spec 001 §5)', () => {
  const licence: LicenceState = {
    package_status: 1,
    allowed_student_count: 10,
    consumed_student_license: 9,
    allowed_teacher_count: 2,
    consumed_teacher_license: 2,
    allowed_esc_count: 1,
    registered_esc_count: 0,
  };

  it.each([
    [licence, { kind: 'student' as const }, true],
    [{ ...licence, consumed_student_license: 10 }, { kind: 'student' as const }, false],
    [licence, { kind: 'teacher' as const }, false],
    [licence, { kind: 'teacher' as const, editMode: true }, true],
    [licence, { kind: 'school' as const }, true],
    [{ ...licence, registered_esc_count: 1 }, { kind: 'school' as const }, false],
    [{ ...licence, package_status: 0 }, { kind: 'student' as const, checkExpiry: true }, false],
    [{ ...licence, package_status: 0 }, { kind: 'student' as const }, true],
    [{ ...licence, package_status: 0 }, { kind: 'student' as const, checkExpiry: true, editMode: true }, true],
  ])('%o with %o: %s', (state, check, expected) => {
    expect(isSeatAvailable(state, check)).toBe(expected);
  });
});
