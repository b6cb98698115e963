export const questionBank = {} as const;
