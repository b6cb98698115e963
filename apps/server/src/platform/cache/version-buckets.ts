import type { CacheVersions } from './cache-versions.js';

/**
 * How many versions one kind of record is spread over. A write moves only its record's bucket, so
 * one school's marking drops a 256th of the answers kept against that kind, not all of them; the
 * names stay few enough that every process keeps them all. A report that depends on 60 learners'
 * progress checks their 60 buckets.
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

/** The bucket of a number id, or of a text id (a uuid, in any case) by its hash. */
export function bucketOf(id: number | string): number {
  if (typeof id === 'number') return Math.abs(Math.trunc(id)) % VERSION_BUCKETS;
  return hashOf(id.toLowerCase()) % VERSION_BUCKETS;
}

/** The version name of a record's bucket: `learning.progress` and a uuid give `learning.progress.203`. */
export const bucketVersion = (kind: string, id: number | string): string => `${kind}.${bucketOf(id)}`;

/** Moves each named version once (a write that touched many records of one bucket moves it once). */
export async function bumpAllWithin(
  versions: Pick<CacheVersions, 'bumpWithin'> | undefined,
  db: Parameters<CacheVersions['bumpWithin']>[0],
  names: Iterable<string>,
): Promise<void> {
  if (!versions) return;
  for (const name of new Set(names)) await versions.bumpWithin(db, name);
}
