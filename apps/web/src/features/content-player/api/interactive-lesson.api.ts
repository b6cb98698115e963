import { DEFAULT_LANGUAGE_ID } from '@esc/domain';
import { queryOptions } from '@tanstack/react-query';
import type { InteractiveLesson } from '@esc/contracts';
import { api } from '../../../lib/api';
import { isOffline, keptLessonFor } from '../../../lib/kept/kept.app';
import { contentPlayerKeys } from './content-player.keys';

/** The lesson JSON, with a cache-busting id (spec 002 §7.1); the server ignores `id`. From homework: `assignId`. */
export async function fetchInteractiveLesson(
  contentId: number,
  languageId: number,
  signal?: AbortSignal,
  assignId: number | null = null,
): Promise<InteractiveLesson> {
  const bust = Date.now().toString(36);
  try {
    return await api.call(
      'GET /content/interactiveLesson/:contentId',
      { params: { contentId }, query: { languageId, id: bust, assignId: assignId || undefined } },
      { signal },
    );
  } catch (error) {
    // No connection: a lesson kept for offline opens from the device.
    const kept = isOffline(error) ? ((await keptLessonFor(contentId)) as InteractiveLesson | null) : null;
    if (kept) return kept;
    throw error;
  }
}

export function interactiveLessonQueryOptions(
  contentId: number,
  languageId = DEFAULT_LANGUAGE_ID,
  assignId: number | null = null,
) {
  return queryOptions({
    queryKey: contentPlayerKeys.lesson(contentId, languageId, assignId),
    queryFn: ({ signal }) => fetchInteractiveLesson(contentId, languageId, signal, assignId),
    // Asked even when the browser says it is offline: a kept lesson answers from the device.
    networkMode: 'offlineFirst',
  });
}
