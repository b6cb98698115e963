/**
 * Query keys of the packages feature; mutations invalidate by `packagesKeys.all`, which also covers
 * the subscriptions (lib/subscriptions.api.ts keeps them under 'packages').
 */
export const packagesKeys = {
  all: ['packages'] as const,
  list: (
    uuid: string,
    boardId: number | null,
    classId: number | null,
    flag: string | null,
    recommended: string | null,
  ) => [...packagesKeys.all, 'list', uuid, boardId, classId, flag, recommended] as const,
};
