/**
 * Query keys of learning progress, shared by every screen that shows it (player resume, dashboard
 * continue learning). An acknowledged progress post invalidates `progressKeys.all`.
 */
export const progressKeys = {
  all: ['progress'] as const,
  resume: (learnerUuid: string, contentId: number) => [...progressKeys.all, 'resume', learnerUuid, contentId] as const,
  recentContent: (learnerUuid: string) => [...progressKeys.all, 'recent-content', learnerUuid] as const,
  continueLearning: (learnerUuid: string) => [...progressKeys.all, 'continue-learning', learnerUuid] as const,
};
