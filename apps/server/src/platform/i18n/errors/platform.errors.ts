export const platform = {} as const;
