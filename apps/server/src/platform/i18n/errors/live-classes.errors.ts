export const liveClasses = {} as const;
