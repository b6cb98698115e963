export const commerce = {} as const;
