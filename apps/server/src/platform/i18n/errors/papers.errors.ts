export const papers = {} as const;
