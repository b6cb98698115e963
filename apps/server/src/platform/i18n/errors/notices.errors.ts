export const notices = {} as const;
