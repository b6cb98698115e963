import { definePolicy } from '../../platform/auth/policy.js';
import { loadAssignmentReach, staffReaches } from '../attempts/attempts.module.js';
import type { PaperRecords } from '../papers/papers.module.js';

// The reports' policy, over assignments: staff of an assignment's school read its results, its
// learners' reports and its question analysis; a teacher only of sections they teach or of an
// assignment they made (403 otherwise), school admins, bde and coordinators all of it; another
// school's assignment is answered as a missing one (404). A learner's and a parent's own reports are
// the caller's own (the acting learner), decided where they are read.

export const REPORT_ACTIONS = {
  read: 'Read the results of an assignment: its learners’ reports, its overview and question analysis.',
} as const;

export type ReportPolicy = ReturnType<typeof createReportPolicy>;

export function createReportPolicy(records: Pick<PaperRecords, 'assignmentsByIds' | 'sectionsOfAssignments'>) {
  return definePolicy({
    module: 'reports',
    noun: 'assignment',
    actions: REPORT_ACTIONS,
    load: (ids: readonly number[]) => loadAssignmentReach(records, ids),
    rules: { read: staffReaches },
  });
}
