export const catalogue = {} as const;
