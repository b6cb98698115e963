import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { assessmentKeys } from './assessments.keys';

export interface ReportTarget {
  /** A parent's child; null for the learner's own. */
  childUuid: string | null;
  assignId: number | null;
  attemptId: number | null;
  paperId: number | null;
}

/** A learner's report of a paper (score, rank, percentile, answers when the paper allows). */
export function fetchPaperReport(target: ReportTarget, signal?: AbortSignal) {
  const query = {
    uuid: target.childUuid || undefined,
    assign_id: target.assignId ? String(target.assignId) : undefined,
    attempt_id: target.attemptId ? String(target.attemptId) : undefined,
    paper_id: target.paperId ? String(target.paperId) : undefined,
  };
  return api.call('GET /student-report/student/paperReport', { query }, { signal });
}

export function paperReportQueryOptions(target: ReportTarget) {
  return queryOptions({
    queryKey: assessmentKeys.report(target.childUuid, target.assignId, target.attemptId, target.paperId),
    queryFn: ({ signal }) => fetchPaperReport(target, signal),
  });
}
