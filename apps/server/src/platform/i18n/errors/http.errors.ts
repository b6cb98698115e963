export const http = {} as const;
