export const contentPlayerKeys = {
  all: ['content-player'] as const,
  detail: (contentId: string, groupId: number | null = null, assignId: number | null = null) =>
    [...contentPlayerKeys.all, 'detail', contentId, groupId, assignId] as const,
  lesson: (contentId: number, languageId: number, assignId: number | null = null) =>
    [...contentPlayerKeys.all, 'lesson', contentId, languageId, assignId] as const,
};
