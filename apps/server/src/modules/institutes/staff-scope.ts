import { ALL_SUBJECT_STAFF_ROLES, isSchoolAdmin, isStaff } from '@esc/domain';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { SectionRecord } from './institute-reader.js';
import { institutesRules, type InstitutesPolicy, type StaffActor } from './institutes.policy.js';
import type { InstitutesRepository } from './institutes.repository.js';

/** What a member of staff may see: their schools, and every section or only those they teach. */
export interface StaffScope extends StaffActor {
  uuid: string;
  schoolIds: number[];
}

export function seesAllSections(caller: Pick<AuthContext, 'userTypeId' | 'role'>): boolean {
  const role = caller.role?.toLowerCase() ?? '';
  return isSchoolAdmin(caller.userTypeId, caller.role) || (ALL_SUBJECT_STAFF_ROLES as readonly string[]).includes(role);
}

interface Deps {
  repo: InstitutesRepository;
  policy: InstitutesPolicy;
  identity: IdentityService;
  directory: DirectoryService;
}

export function createStaffScopes({ repo, policy, identity, directory }: Deps) {
  /** Sections a teacher teaches: their subject assignments and the sections they are placed in. */
  async function teacherSectionIds(uuid: string): Promise<number[]> {
    const [assigned, placed] = await Promise.all([repo.assignedSectionIds(uuid), directory.sectionIdsOf(uuid)]);
    return [...new Set([...assigned, ...placed])];
  }

  async function scopeOf(caller: AuthContext): Promise<StaffScope> {
    if (!isStaff(caller.userTypeId)) throw new AppError('FORBIDDEN');
    const all = seesAllSections(caller);
    const [schoolIds, sectionIds] = await Promise.all([
      identity.tenantSchoolIds(caller),
      all ? Promise.resolve([]) : teacherSectionIds(caller.uuid),
    ]);
    return { uuid: caller.uuid, schoolIds, allSections: all, sectionIds: new Set(sectionIds) };
  }

  /**
   * The school asked about, which must be one of the caller's (another school's is 404, as the
   * policy's readSchool decides), or all of theirs when none is asked. Synchronous for its callers:
   * the rule needs no row, so it is applied here without a load.
   */
  function schoolsAsked(scope: StaffScope, schoolId: number | null): number[] {
    if (schoolId === null) return scope.schoolIds;
    if (institutesRules.readSchool(scope, { kind: 'school', school_id: schoolId }) !== ALLOWED) {
      throw new AppError('NOT_FOUND', { reason: 'institutes.noSchool' });
    }
    return [schoolId];
  }

  /** A section the caller may read: of their school (else 404) and, for a teacher, one they teach (else 403). */
  async function sectionFor(scope: StaffScope, sectionId: number): Promise<SectionRecord> {
    const record = await policy.authorizeOne(scope, 'readSection', sectionId);
    if (record.kind !== 'section') throw new AppError('NOT_FOUND', { reason: 'institutes.noSection' });
    return record.section;
  }

  /** The sections of those already read that the caller may read (the policy's rule, without a second load). */
  function visible(scope: StaffScope, sections: readonly SectionRecord[]): SectionRecord[] {
    return sections.filter((section) => institutesRules.readSection(scope, { kind: 'section', section }) === ALLOWED);
  }

  return { scopeOf, schoolsAsked, sectionFor, visible };
}

export type StaffScopes = ReturnType<typeof createStaffScopes>;

/** Ids arrive as numbers or digit strings (legacy clients); absent, null and '' mean "not given". */
export function toId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n))
    throw new AppError('VALIDATION_FAILED', undefined, { errors: [{ field: 'id', reason: 'institutes.idNotNumber' }] });
  return n;
}
