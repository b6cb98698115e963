export const contentPlayerKeys = {
  all: ['content-player'] as const,
  detail: (contentId: string, groupId: number | null = null) =>
    [...contentPlayerKeys.all, 'detail', contentId, groupId] as const,
  lesson: (contentId: number, languageId: number) =>
    [...contentPlayerKeys.all, 'lesson', contentId, languageId] as const,
};
