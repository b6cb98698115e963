export const recordings = {} as const;
