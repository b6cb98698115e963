import type { CacheVersions } from './cache-versions.js';

/**
 * How many versions one kind of record is spread over. A write moves only its record's bucket, so
 * one school's marking drops a 256th of the answers kept against that kind, not all of them; the
 * names stay few enough that every process keeps them all.
 */
export const VERSION_BUCKETS = 256;

/** FNV-1a over the string's UTF-16 units: the same bucket in every process for the same id. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The version name of a record's bucket: `<kind>.<bucket>` (a number id by its remainder, a string by its hash). */
export function bucketVersion(kind: string, id: number | string): string {
  const n = typeof id === 'number' ? id : hashOf(id.toLowerCase());
  return `${kind}.${Math.abs(n) % VERSION_BUCKETS}`;
}

/** Moves each named version once (a write that touched many records of one bucket moves it once). */
export async function bumpAllWithin(
  versions: Pick<CacheVersions, 'bumpWithin'> | undefined,
  db: Parameters<CacheVersions['bumpWithin']>[0],
  names: Iterable<string>,
): Promise<void> {
  if (!versions) return;
  for (const name of new Set(names)) await versions.bumpWithin(db, name);
}
