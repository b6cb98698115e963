import type { InteractiveLesson } from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID } from '@esc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentPlayerKeys } from './content-player.keys';

/** The lesson JSON, with a cache-busting id (spec 002 §7.1); the server ignores `id`. From homework: `assignId`. */
export function fetchInteractiveLesson(
  contentId: number,
  languageId: number,
  signal?: AbortSignal,
  assignId: number | null = null,
): Promise<InteractiveLesson> {
  const bust = Date.now().toString(36);
  const homework = assignId ? `&assignId=${assignId}` : '';
  return api.request<InteractiveLesson>(
    `/content/interactiveLesson/${contentId}?languageId=${languageId}&id=${bust}${homework}`,
    { signal },
  );
}

export function interactiveLessonQueryOptions(
  contentId: number,
  languageId = DEFAULT_LANGUAGE_ID,
  assignId: number | null = null,
) {
  return queryOptions({
    queryKey: contentPlayerKeys.lesson(contentId, languageId, assignId),
    queryFn: ({ signal }) => fetchInteractiveLesson(contentId, languageId, signal, assignId),
  });
}
