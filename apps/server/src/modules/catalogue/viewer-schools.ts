import { UserType } from '@esc/domain';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';

/** Whose schools count: a signed-in caller, or a learner a parent acts for (userTypeId null). */
export interface SchoolsPerson {
  uuid: string;
  userTypeId: number | null;
}

/** Identity's memberships: a person's schools, for a parent those of the linked children. */
export interface TenantSchoolReader {
  tenantSchoolIds(person: { uuid: string; userTypeId: number }): Promise<number[]>;
}

/** How long a person's schools are reused: a membership change shows within this (as a content bundle's). */
export const VIEWER_SCHOOLS_TTL_MS = 5000;
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
  ttlMs = VIEWER_SCHOOLS_TTL_MS,
  now = () => performance.now(),
}: {
  identity: TenantSchoolReader;
  ttlMs?: number;
  now?: () => number;
}) {
  const kept = createBoundedCache<{ readAt: number; schoolIds: readonly number[] }>({
    maxEntries: PEOPLE_KEPT,
    maxBytes: PEOPLE_KEPT,
  });

  async function of(person: SchoolsPerson | null): Promise<readonly number[]> {
    if (!person) return [];
    // A learner a parent acts for has their own memberships (a child is never a parent).
    const userTypeId = person.userTypeId ?? UserType.Student;
    const key = `${person.uuid}:${userTypeId === UserType.Parent ? 'parent' : 'self'}`;
    const at = now();
    const found = kept.get(key);
    if (found && at - found.readAt < ttlMs) return found.schoolIds;
    const schoolIds = [...new Set(await identity.tenantSchoolIds({ uuid: person.uuid, userTypeId }))].sort(
      (a, b) => a - b,
    );
    kept.set(key, { readAt: at, schoolIds }, 1);
    return schoolIds;
  }

  return { of };
}
