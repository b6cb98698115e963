export const media = {} as const;
