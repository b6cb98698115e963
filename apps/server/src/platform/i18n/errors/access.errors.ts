export const access = {} as const;
