import { UserType } from '@esc/domain';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';

/** Whose schools count: a signed-in caller, or a learner a parent acts for (userTypeId null). */
export interface SchoolsPerson {
  uuid: string;
  userTypeId: number | null;
}

/** Identity's memberships: a person's schools, for a parent those of the linked children. */
export interface TenantSchoolReader {
  tenantSchoolIds(person: { uuid: string; userTypeId: number }): Promise<number[]>;
}

/** Identity's mediums: the language_id a person's catalogue reads answer in when a call names none. */
export interface MediumReader {
  mediumOf(person: { uuid: string; userTypeId: number }): Promise<number>;
}

/**
 * How long a person's schools are reused at most. A change made through the product (a sign-up, a
 * roster import, a confirmed parent link) moves the cache's version and counts at once, in every
 * process; this bounds only a change made around the product (an operator's SQL).
 */
export const VIEWER_SCHOOLS_TTL_MS = 5000;
/** The cache version identity.memberships-changed moves (platform/cache/cache-versions.ts). */
export const VIEWER_SCHOOLS_CACHE = 'catalogue.viewer-schools';
const PEOPLE_KEPT = 20_000;

export type ViewerSchools = ReturnType<typeof createViewerSchools>;

/**
 * The schools whose own catalogue a person sees (isSeenBySchools, packages/domain): the schools of
 * their memberships; for a parent, those of their children (the child's school counts, as for the
 * access gate's acting learner); none for a guest. Every catalogue read asks, so the answer is kept
 * per person for a few seconds rather than read on each of the hot calls; it is sorted, so it can
 * be part of a cache key.
 */
export function createViewerSchools({
  identity,
  mediums,
  versions,
  ttlMs = VIEWER_SCHOOLS_TTL_MS,
  now = () => performance.now(),
}: {
  identity: TenantSchoolReader;
  /** Absent: every viewer reads in the default language (1). */
  mediums?: MediumReader;
  versions: Pick<CacheVersions, 'current' | 'bump'>;
  ttlMs?: number;
  now?: () => number;
}) {
  const kept = createBoundedCache<{ version: string; readAt: number; schoolIds: readonly number[] }>({
    maxEntries: PEOPLE_KEPT,
    maxBytes: PEOPLE_KEPT,
  });
  // A section's medium changes with the same version as the memberships (institutes bumps it).
  const keptMediums = createBoundedCache<{ version: string; readAt: number; mediumId: number }>({
    maxEntries: PEOPLE_KEPT,
    maxBytes: PEOPLE_KEPT,
  });

  async function of(person: SchoolsPerson | null): Promise<readonly number[]> {
    if (!person) return [];
    // A learner a parent acts for has their own memberships (a child is never a parent).
    const userTypeId = person.userTypeId ?? UserType.Student;
    const key = `${person.uuid}:${userTypeId === UserType.Parent ? 'parent' : 'self'}`;
    // Taken before the read: a change committed meanwhile moves it, and this answer is not reused.
    const version = versions.current(VIEWER_SCHOOLS_CACHE);
    const at = now();
    const found = kept.get(key);
    if (found && found.version === version && at - found.readAt < ttlMs) return found.schoolIds;
    const schoolIds = [...new Set(await identity.tenantSchoolIds({ uuid: person.uuid, userTypeId }))].sort(
      (a, b) => a - b,
    );
    kept.set(key, { version, readAt: at, schoolIds }, 1);
    return schoolIds;
  }

  /** The person's medium of instruction (a language_id); 1 for nobody (guests). */
  async function mediumOf(person: SchoolsPerson | null): Promise<number> {
    if (!person || !mediums) return 1;
    const userTypeId = person.userTypeId ?? UserType.Student;
    const key = `${person.uuid}:${userTypeId === UserType.Parent ? 'parent' : 'self'}`;
    const version = versions.current(VIEWER_SCHOOLS_CACHE);
    const at = now();
    const found = keptMediums.get(key);
    if (found && found.version === version && at - found.readAt < ttlMs) return found.mediumId;
    const mediumId = await mediums.mediumOf({ uuid: person.uuid, userTypeId });
    keptMediums.set(key, { version, readAt: at, mediumId }, 1);
    return mediumId;
  }

  return {
    of,
    mediumOf,
    /** People's schools, linked children or sections' mediums changed: no process reuses what it kept. */
    membershipsChanged: () => versions.bump(VIEWER_SCHOOLS_CACHE),
  };
}
