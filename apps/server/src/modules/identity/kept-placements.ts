import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptUnderVersion } from '../../platform/cache/kept-under-version.js';
import { createLookupCoalescer } from '../../platform/db/lookup-coalescer.js';
import type { PlacementRecord } from './directory.repository.js';

/**
 * The cache version every write of memberships moves in its own transaction (a roster import, a
 * sign-up, a move to another section, a parent link: identity's account writes), and again after
 * the main school is chosen. platform/cache/cache-versions.ts, bumpWithin.
 */
export const PLACEMENTS_CACHE = 'identity.placements';
/** The cache version identity's account writes move in their transaction when they change a person's name. */
export const PEOPLE_NAMES_CACHE = 'identity.names';
/** How long a person's placements are reused at most: bounds only a change made around the product (SQL). */
export const PLACEMENTS_TTL_MS = 5000;
const PEOPLE_KEPT = 20_000;

export type KeptPlacements = ReturnType<typeof createKeptPlacements>;

/**
 * One person's placements (schools and sections, the main school first), as hot reads ask for them
 * on every call (a learner's week): kept per person under the memberships' version, so a moved
 * learner is seen on their next read in every process, and read in one query for the callers of
 * one turn otherwise.
 */
export function createKeptPlacements({
  read,
  versions,
  now = () => performance.now(),
}: {
  read: (uuids: readonly string[]) => Promise<PlacementRecord[]>;
  versions: Pick<CacheVersions, 'current'>;
  now?: () => number;
}) {
  const kept = createKeptUnderVersion<readonly PlacementRecord[]>({
    version: () => versions.current(PLACEMENTS_CACHE),
    maxAgeMs: PLACEMENTS_TTL_MS,
    maxEntries: PEOPLE_KEPT,
    now,
  });
  const reads = createLookupCoalescer<string, PlacementRecord[]>({
    lookupMany: async (uuids) => {
      const byPerson = new Map(uuids.map((uuid) => [uuid, [] as PlacementRecord[]]));
      for (const row of await read(uuids)) byPerson.get(row.user_uuid)?.push(row);
      return byPerson;
    },
  });

  return async function placementsOf(uuid: string): Promise<readonly PlacementRecord[]> {
    return (await kept(uuid, async () => (await reads.lookup(uuid)) ?? [])) ?? [];
  };
}
