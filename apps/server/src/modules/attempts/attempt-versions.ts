import { bucketVersion } from '../../platform/cache/version-buckets.js';

// The cache versions the attempts repository moves in each writer's own transaction
// (cacheVersions.bumpWithin), so what is kept of an attempt (a published report) is dropped in
// every process when the write commits, and no caller of a write has to remember it.

/** An attempt's row or its answers changed: marks, a re-mark, a submit or close, standings. */
export const attemptVersion = (attemptId: number): string => bucketVersion('attempts.attempt', attemptId);

/** A learner has a new attempt: which attempt of a paper is their latest changed. */
export const learnerAttemptsVersion = (uuid: string): string => bucketVersion('attempts.learner', uuid);

/** Every attempt of an assignment changed at once: its results published. */
export const assignmentAttemptsVersion = (assignId: number): string => bucketVersion('attempts.assignment', assignId);
