import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
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
  const kept = createBoundedCache<KeptScope & { version: string; readAt: number }>({
    maxEntries: STAFF_KEPT,
    maxBytes: STAFF_KEPT,
  });
  const versionNow = () => `${versions.current(PLACEMENTS_CACHE)}/${versions.current(TEACHER_SECTIONS_CACHE)}`;

  return async function scopeOf(caller: AuthContext): Promise<KeptScope> {
    const key = `${caller.uuid} ${caller.userTypeId} ${caller.role ?? ''}`;
    // Taken before the read: a change committed meanwhile moves it, and this scope is not reused.
    const version = versionNow();
    const now = clock();
    const found = kept.get(key);
    if (found && found.version === version && now >= found.readAt && now - found.readAt < SCOPE_TTL_MS) return found;
    const scope = await scopes.scopeOf(caller);
    const sections = scope.allSections ? 'all' : [...scope.sectionIds].sort((a, b) => a - b).join(',');
    const entry = { scope, signature: `${scope.schoolIds.join(',')}/${sections}`, version, readAt: now };
    kept.set(key, entry, 1);
    return entry;
  };
}
