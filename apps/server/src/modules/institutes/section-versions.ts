import { bucketVersion } from '../../platform/cache/version-buckets.js';

/**
 * A section's row changed (its medium, its validity): moved by each writer of `sections`, so what is
 * kept of a section (its named record) is dropped in every process. A new section has nothing kept.
 */
export const sectionVersion = (sectionId: number): string => bucketVersion('institutes.section', sectionId);
