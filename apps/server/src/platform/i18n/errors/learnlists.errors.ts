export const learnlists = {} as const;
