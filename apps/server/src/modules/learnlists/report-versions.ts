import type { Db } from '../../db/database.js';

/**
 * The cache versions this module moves in the transactions of its own writes (bucketed by id,
 * platform/cache/version-buckets.ts): a list's bucket when its name, stage, items, sharing or
 * assignments change; an assignment's bucket when its dates, sections, extensions, completions or
 * opens change.
 */
export const LIST_VERSIONS = 'learnlists.list';
export const ASSIGNMENT_VERSIONS = 'learnlists.assignment';
/**
 * Moved by the hand-ins module in the transaction of its writes (a task by its list's bucket, a turn or
 * its marks by its assignment's): the item-wise report shows work handed in.
 */
export const HANDIN_TASKS_VERSIONS = 'handins.list';
export const HANDINS_VERSIONS = 'handins.assignment';

/** Moves one version in the writer's transaction (cacheVersions.bumpWithin); nothing in scripts that keep no cache. */
export type VersionMove = (db: Db, name: string) => Promise<void>;
