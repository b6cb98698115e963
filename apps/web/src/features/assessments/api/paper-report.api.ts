import type { PaperReportData } from '@esc/contracts';
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
export function fetchPaperReport(target: ReportTarget, signal?: AbortSignal): Promise<PaperReportData> {
  const query = new URLSearchParams();
  if (target.childUuid) query.set('uuid', target.childUuid);
  if (target.assignId) query.set('assign_id', String(target.assignId));
  if (target.attemptId) query.set('attempt_id', String(target.attemptId));
  if (target.paperId) query.set('paper_id', String(target.paperId));
  return api.request<PaperReportData>(`/student-report/student/paperReport?${query.toString()}`, { signal });
}

export function paperReportQueryOptions(target: ReportTarget) {
  return queryOptions({
    queryKey: assessmentKeys.report(target.childUuid, target.assignId, target.attemptId, target.paperId),
    queryFn: ({ signal }) => fetchPaperReport(target, signal),
  });
}
