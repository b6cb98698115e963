export const learning = {} as const;
