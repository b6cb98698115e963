import { bucketVersion } from '../../platform/cache/version-buckets.js';

// The cache versions the papers' repositories move in each writer's own transaction
// (cacheVersions.bumpWithin), so what is kept of a paper or an assignment (a published report)
// is dropped in every process when the write commits.

/** A paper changed: its name, settings (explanations allowed), sections, questions, a drop, a question's text. */
export const paperVersion = (paperId: number): string => bucketVersion('papers.paper', paperId);

/** An assignment changed: its window, its settings, its results published. */
export const assignmentVersion = (assignId: number): string => bucketVersion('papers.assignment', assignId);

/** The tests given to a section: a new assignment naming it (an assignment's sections never change after). */
export const sectionAssignmentsVersion = (sectionId: number): string =>
  bucketVersion('papers.section-assignments', sectionId);
