import { isLearner, isParent, isSchoolAdmin, isStaff } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { ABSENT, ALLOWED, forbidden, type Decision } from '../../platform/auth/policy.js';
import { AppError, type ReasonRef } from '../../platform/errors/app-error.js';
import { seesAllSections } from '../institutes/institutes.module.js';
import { notFound, type AssessmentPorts, type WithCatalogue } from './assessment-ports.js';

// Who the caller is to the bank and to papers, and the rules both share (the question bank's and the
// papers' policies are made of them): a school's questions and papers belong to that school (404 to
// anyone else); its staff author and assign within it; the platform bank and the platform's papers
// are edited only by platform editors (all staff may use them); a learner uses and changes only their
// own practice tests.

/** Who owns a bank question or a paper: a school, the platform, or a learner (their practice test). */
export interface Owned {
  school_id: number | null;
  /** Papers only: 1 for a learner's own practice test. */
  is_practice?: number;
  owner_uuid?: string | null;
}

/** What the caller is, read once per call. */
export interface Caller {
  auth: AuthContext;
  staff: boolean;
  learner: boolean;
  parent: boolean;
  /** The schools whose bank and papers the caller works with (staff); none for learners and parents. */
  staffSchools: readonly number[];
  platformEditor: boolean;
  /** School admins (and bde, coordinators) manage every teacher's papers of their school. */
  allOfSchool: boolean;
}

export type AssessmentAccess = ReturnType<typeof createAssessmentAccess>;

export function createAssessmentAccess({
  identity,
  catalogue,
}: Pick<AssessmentPorts, 'identity'> & WithCatalogue<'isPlatformEditor'>) {
  async function callerOf(auth: AuthContext): Promise<Caller> {
    const staff = isStaff(auth.userTypeId);
    const [staffSchools, platformEditor] = await Promise.all([
      staff ? identity.tenantSchoolIds(auth) : Promise.resolve([]),
      staff ? catalogue.isPlatformEditor(auth) : Promise.resolve(false),
    ]);
    return {
      auth,
      staff,
      learner: isLearner(auth.userTypeId),
      parent: isParent(auth.userTypeId),
      staffSchools,
      platformEditor,
      allOfSchool: isSchoolAdmin(auth.userTypeId, auth.role) || seesAllSections(auth),
    };
  }

  /**
   * The owner a new item goes to: the school named (one of the caller's), the platform (null, a
   * platform editor), or by default the caller's school (the platform for an editor without one).
   */
  function ownerForNew(caller: Caller, schoolId: number | null | undefined): number | null {
    if (schoolId === null || (schoolId === undefined && caller.staffSchools.length === 0)) {
      if (!caller.platformEditor) throw new AppError('FORBIDDEN', { reason: 'questionBank.platformEditorsOnly' });
      return null;
    }
    const school = schoolId ?? caller.staffSchools[0]!;
    if (!caller.staffSchools.includes(school)) throw notFound('papers.noSchool');
    return school;
  }

  return { callerOf, ownerForNew };
}

/** Staff may use (read with keys, put in papers) the platform's and their schools' questions and papers. */
function usable(caller: Caller, item: Owned): boolean {
  if (item.is_practice === 1) return item.owner_uuid === caller.auth.uuid;
  if (!caller.staff) return false;
  return item.school_id === null || caller.staffSchools.includes(item.school_id);
}

/** Staff of the owning school change its items; platform editors the platform's; a learner their own test. */
function editable(caller: Caller, item: Owned): boolean {
  if (item.is_practice === 1) return item.owner_uuid === caller.auth.uuid;
  if (item.school_id === null) return caller.platformEditor;
  return caller.staff && caller.staffSchools.includes(item.school_id);
}

/** The rule of `use`: an item the caller may not use is absent to them (404). */
export const useRule = (caller: Caller, item: Owned): Decision => (usable(caller, item) ? ALLOWED : ABSENT);

/** The rule of `edit`: absent to outsiders (404), read-only to staff who may only use it (403). */
export function editRule(refusals: { platform: ReasonRef; school: ReasonRef }) {
  return (caller: Caller, item: Owned): Decision => {
    if (!usable(caller, item)) return ABSENT;
    if (editable(caller, item)) return ALLOWED;
    return forbidden(item.school_id === null ? refusals.platform : refusals.school);
  };
}
