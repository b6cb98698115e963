export const contentPlayerKeys = {
  all: ['content-player'] as const,
  detail: (contentId: string) => [...contentPlayerKeys.all, 'detail', contentId] as const,
  lesson: (contentId: number, languageId: number) =>
    [...contentPlayerKeys.all, 'lesson', contentId, languageId] as const,
};
