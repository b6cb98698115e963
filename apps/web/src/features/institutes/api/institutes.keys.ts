export const instituteKeys = {
  all: ['institutes'] as const,
  dashboard: (uuid: string) => [...instituteKeys.all, 'dashboard', uuid] as const,
  batches: () => [...instituteKeys.all, 'batches'] as const,
  settings: () => [...instituteKeys.all, 'settings'] as const,
};
