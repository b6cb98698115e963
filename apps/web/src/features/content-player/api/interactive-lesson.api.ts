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
) {
  const bust = Date.now().toString(36);
  return api.call(
    'GET /content/interactiveLesson/:contentId',
    { params: { contentId }, query: { languageId, id: bust, assignId: assignId || undefined } },
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
