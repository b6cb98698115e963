/**
 * Cache versions split into buckets by id, so one write moves the answers of about 1/256 of the
 * records rather than every answer of the school (`learnlists.assignment.17`). A report that
 * depends on 60 learners' progress checks their 60 buckets.
 */
export const VERSION_BUCKETS = 256;

/** The bucket of a number id, or of a text id (a uuid) by a small hash of its characters. */
export function bucketOf(id: number | string): number {
  if (typeof id === 'number') return Math.abs(Math.trunc(id)) % VERSION_BUCKETS;
  let hash = 2166136261;
  for (let i = 0; i < id.length; i += 1) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (hash >>> 0) % VERSION_BUCKETS;
}

/** The version name of an id's bucket under a prefix: `learning.progress` and a uuid give `learning.progress.203`. */
export const bucketName = (prefix: string, id: number | string): string => `${prefix}.${bucketOf(id)}`;
