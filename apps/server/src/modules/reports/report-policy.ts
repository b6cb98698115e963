import { ABSENT, ALLOWED, definePolicy, type Decision } from '../../platform/auth/policy.js';
import {
  attemptSeen,
  loadAssignmentReach,
  loadAttemptReach,
  staffReaches,
  type AssignmentActor,
  type AssignmentReach,
  type AttemptRecords,
} from '../attempts/attempts.module.js';
import type { PaperRecords } from '../papers/papers.module.js';

// The reports' policy, over assignments: staff of an assignment's school read its results, its
// learners' reports and its question analysis; a teacher only of sections they teach or of an
// assignment they made (403 otherwise), school admins, bde and coordinators all of it; another
// school's assignment is answered as a missing one (404). One learner's report is read only by staff
// who see that learner's section: to a teacher of another section it is missing (404), since the
// learners of a section are not theirs to know of. A learner's and a parent's own reports are the
// caller's own (the acting learner), decided where they are read.

export const REPORT_ACTIONS = {
  read: 'Read the results of an assignment: its learners’ reports, its overview and question analysis.',
  readAttempt: 'Read one learner’s report of an attempt: staff who reach its assignment and see the learner’s section.',
} as const;

export type ReportAction = keyof typeof REPORT_ACTIONS;

/** Staff read one attempt's report of an assignment they reach in a section they see; another section's is absent. */
export function staffReadsAttempt(actor: AssignmentActor, reach: AssignmentReach): Decision {
  if (reach.attempt === undefined) return ABSENT;
  const reaches = staffReaches(actor, reach);
  if (reaches !== ALLOWED || actor.kind !== 'staff') return reaches;
  return attemptSeen(actor, reach) ? ALLOWED : ABSENT;
}

export type ReportPolicy = ReturnType<typeof createReportPolicy>;

export function createReportPolicy(
  records: Pick<PaperRecords, 'assignmentsByIds' | 'sectionsOfAssignments'>,
  attempts: Pick<AttemptRecords, 'byIds'>,
) {
  return definePolicy({
    module: 'reports',
    noun: { read: { reason: 'http.noSuch.assignment' }, readAttempt: { reason: 'http.noSuch.report' } },
    actions: REPORT_ACTIONS,
    load: (ids: readonly number[], action: ReportAction) =>
      action === 'readAttempt' ? loadAttemptReach(records, attempts, ids) : loadAssignmentReach(records, ids),
    rules: { read: staffReaches, readAttempt: staffReadsAttempt },
  });
}
