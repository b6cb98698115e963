export const institutes = {} as const;
