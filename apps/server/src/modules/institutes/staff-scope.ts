import { ALL_SUBJECT_STAFF_ROLES, isSchoolAdmin, isStaff } from '@esc/domain';
import { assertTenant } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DirectoryService } from '../identity/directory.service.js';
import type { IdentityService } from '../identity/identity.service.js';
import type { InstituteReader, SectionRecord } from './institute-reader.js';
import type { InstitutesRepository } from './institutes.repository.js';

/** What a member of staff may see: their schools, and every section or only those they teach. */
export interface StaffScope {
  uuid: string;
  schoolIds: number[];
  /** School admins, bde and coordinators see every section (spec 001 §5). */
  allSections: boolean;
  /** The sections a teacher teaches (subject assignments and placements). */
  sectionIds: ReadonlySet<number>;
}

export function seesAllSections(caller: Pick<AuthContext, 'userTypeId' | 'role'>): boolean {
  const role = caller.role?.toLowerCase() ?? '';
  return isSchoolAdmin(caller.userTypeId, caller.role) || (ALL_SUBJECT_STAFF_ROLES as readonly string[]).includes(role);
}

interface Deps {
  repo: InstitutesRepository;
  reader: InstituteReader;
  identity: IdentityService;
  directory: DirectoryService;
}

export function createStaffScopes({ repo, reader, identity, directory }: Deps) {
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

  /** The school asked about, which must be one of the caller's (another school's is 404). */
  function schoolsAsked(scope: StaffScope, schoolId: number | null): number[] {
    if (schoolId === null) return scope.schoolIds;
    assertTenant(scope.schoolIds, schoolId);
    return [schoolId];
  }

  /** A section the caller may read: of their school (else 404) and, for a teacher, one they teach (else 403). */
  async function sectionFor(scope: StaffScope, sectionId: number): Promise<SectionRecord> {
    const [section] = await reader.sectionsByIds([sectionId]);
    if (!section) throw new AppError('NOT_FOUND', 'No such section.');
    assertTenant(scope.schoolIds, section.school_id);
    if (!scope.allSections && !scope.sectionIds.has(section.section_id)) {
      throw new AppError('FORBIDDEN', 'You do not teach this section.');
    }
    return section;
  }

  function visible(scope: StaffScope, sections: readonly SectionRecord[]): SectionRecord[] {
    return scope.allSections ? [...sections] : sections.filter((s) => scope.sectionIds.has(s.section_id));
  }

  return { scopeOf, schoolsAsked, sectionFor, visible };
}

export type StaffScopes = ReturnType<typeof createStaffScopes>;

/** Ids arrive as numbers or digit strings (legacy clients); absent, null and '' mean "not given". */
export function toId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n))
    throw new AppError('VALIDATION_FAILED', undefined, { errors: [{ field: 'id', message: 'must be a number' }] });
  return n;
}
