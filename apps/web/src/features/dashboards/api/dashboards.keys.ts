export const dashboardKeys = {
  all: ['dashboards'] as const,
  studentDetail: (uuid: string) => [...dashboardKeys.all, 'student-detail', uuid] as const,
  recentContent: (uuid: string) => [...dashboardKeys.all, 'recent-content', uuid] as const,
};
