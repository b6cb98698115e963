/** Query keys of the assessments feature: the learner's lists, attempts, reports. */
export type PaperListKind = 'assigned' | 'submitted' | 'evaluated' | 'reattempt';

export const assessmentKeys = {
  all: ['assessments'] as const,
  lists: () => [...assessmentKeys.all, 'lists'] as const,
  list: (kind: PaperListKind, learnerUuid: string | null) => [...assessmentKeys.lists(), kind, learnerUuid] as const,
  reports: () => [...assessmentKeys.all, 'report'] as const,
  report: (learnerUuid: string | null, assignId: number | null, attemptId: number | null, paperId: number | null) =>
    [...assessmentKeys.reports(), learnerUuid, assignId, attemptId, paperId] as const,
  childPerformance: (childUuid: string) => [...assessmentKeys.all, 'child-performance', childUuid] as const,
  myTestInfo: () => [...assessmentKeys.all, 'my-test-info'] as const,
};
