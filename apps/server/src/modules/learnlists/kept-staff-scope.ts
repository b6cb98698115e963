import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptUnderVersion } from '../../platform/cache/kept-under-version.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { PLACEMENTS_CACHE } from '../identity/identity.module.js';
import { TEACHER_SECTIONS_CACHE, type StaffScope, type StaffScopes } from '../institutes/institutes.module.js';

/** Bounds only a change made around the product (SQL): every write through it moves a version. */
export const SCOPE_TTL_MS = 5000;
const STAFF_KEPT = 5000;

export interface KeptScope {
  scope: StaffScope;
  /** Schools and sections in one text: two callers with the same one see the same sections. */
  signature: string;
}

export type KeptStaffScopes = ReturnType<typeof createKeptStaffScopes>;

/**
 * A member of staff's scope (schools, every section or those they teach) kept per person, role and
 * type, under the memberships' version (a school or section taken or given) and the subject
 * assignments' version (a section to teach taken or given), both moved in their writers'
 * transactions: a teacher whose section is taken away is refused on their next read.
 */
export function createKeptStaffScopes({
  scopes,
  versions,
  clock,
}: {
  scopes: Pick<StaffScopes, 'scopeOf'>;
  versions: Pick<CacheVersions, 'current'>;
  clock: () => number;
}) {
  const kept = createKeptUnderVersion<KeptScope>({
    version: () => `${versions.current(PLACEMENTS_CACHE)}/${versions.current(TEACHER_SECTIONS_CACHE)}`,
    maxAgeMs: SCOPE_TTL_MS,
    maxEntries: STAFF_KEPT,
    now: clock,
  });

  return async function scopeOf(caller: AuthContext): Promise<KeptScope> {
    const key = `${caller.uuid} ${caller.userTypeId} ${caller.role ?? ''}`;
    const found = await kept(key, async () => {
      const scope = await scopes.scopeOf(caller);
      const sections = scope.allSections ? 'all' : [...scope.sectionIds].sort((a, b) => a - b).join(',');
      return { scope, signature: `${scope.schoolIds.join(',')}/${sections}` };
    });
    return found!;
  };
}
