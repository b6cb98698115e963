import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { bucketVersion } from '../../platform/cache/version-buckets.js';

/** Per-learner progress versions, bucketed by uuid: `learning.progress.<bucket>`. */
export const PROGRESS_VERSIONS = 'learning.progress';
/**
 * Moved instead of the learners' buckets when one batch (posts of several requests sharing a commit)
 * holds learners of more than one bucket: one notify per batch on the hottest write path. Answers
 * kept under learners' progress depend on it too.
 */
export const PROGRESS_BATCH_CACHE = 'learning.progress.batch';

/** The move of a batch's progress versions, in its transaction: the one bucket of its learners, else the batch's version. */
export async function moveProgress(
  versions: Pick<CacheVersions, 'bumpWithin'>,
  within: Db,
  uuids: readonly string[],
): Promise<void> {
  const buckets = new Set(uuids.map((uuid) => bucketVersion(PROGRESS_VERSIONS, uuid)));
  if (buckets.size === 0) return;
  const [only] = buckets;
  await versions.bumpWithin(within, buckets.size === 1 ? only! : PROGRESS_BATCH_CACHE);
}
