import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptAnswers, type KeptAnswersOptions } from '../../platform/cache/kept-answers.js';
import {
  assignmentAttemptsVersion,
  attemptVersion,
  learnerAttemptsVersion,
  type AttemptRow,
} from '../attempts/attempts.module.js';
import { assignmentVersion, paperVersion } from '../papers/papers.module.js';

/**
 * The longest a kept report is used. Every write the product makes to what a report shows moves a
 * version and is seen at once; this bounds only what no version hears of: the catalogue's chapter
 * and topic names and the recommended lessons (edited in the catalogue, not in the paper), the
 * figures' signed links (they live far longer than this), and changes made around the product (SQL).
 */
export const REPORT_MAX_AGE_MS = 60_000;

/**
 * Moved when a person is erased (the event's job): their answers' words and the teacher's comments
 * are stripped by the erasure itself, which moves no attempt's version; erasures are rare, so every
 * kept report goes.
 */
export const PEOPLE_ERASED_VERSION = 'reports.people-erased';

/** What a learner asked for: one attempt, or their latest of an assignment or of a paper. */
export type ReportAsked = { kind: 'attempt' | 'assignment' | 'paper'; id: number };

/** What a staff read logs of a kept report, without reading anything again. */
export interface KeptFacts {
  label: string;
}

/**
 * The versions a learner's question depends on before the attempt is known: a new attempt of theirs
 * (which one is the latest), the assignment named (its paper), the attempt named.
 */
export function askedVersions(learner: string | null, asked: ReportAsked): string[] {
  const names = learner === null ? [] : [learnerAttemptsVersion(learner)];
  if (asked.kind === 'attempt') names.push(attemptVersion(asked.id));
  if (asked.kind === 'assignment') names.push(assignmentVersion(asked.id), assignmentAttemptsVersion(asked.id));
  return names;
}

/** The versions the report of this attempt depends on: its row and answers, its paper, its assignment. */
export function attemptVersions(attempt: Pick<AttemptRow, 'attempt_id' | 'paper_id' | 'assign_id'>): string[] {
  const names = [attemptVersion(attempt.attempt_id), paperVersion(attempt.paper_id), PEOPLE_ERASED_VERSION];
  if (attempt.assign_id !== null) {
    names.push(assignmentVersion(attempt.assign_id), assignmentAttemptsVersion(attempt.assign_id));
  }
  return names;
}

export type ReportCache = ReturnType<typeof createReportCache>;

/**
 * Published reports kept serialized (platform/cache/kept-answers.ts) under the versions of
 * attempt-versions.ts and paper-versions.ts.
 */
export function createReportCache(versions: Pick<CacheVersions, 'current'>, options: Partial<KeptAnswersOptions> = {}) {
  return createKeptAnswers<KeptFacts>(versions, {
    maxEntries: 20_000,
    maxBytes: 64 * 1024 * 1024,
    maxEntryBytes: 2 * 1024 * 1024,
    maxAgeMs: REPORT_MAX_AGE_MS,
    ...options,
  });
}
