export const reports = {} as const;
