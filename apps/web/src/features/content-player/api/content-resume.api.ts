import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { progressKeys } from '../../../lib/progress.keys';

export interface ContentResumeState {
  resumeTime: number;
  completed: boolean;
}

/** Where the learner left a content, and whether it is complete (GET /mis/getContentResumeTime). */
export async function fetchContentResume(
  learnerUuid: string,
  contentId: number,
  signal?: AbortSignal,
): Promise<ContentResumeState> {
  const data = await api.call('GET /mis/getContentResumeTime', { query: { contentId, uuid: learnerUuid } }, { signal });
  const row = data.contents.find((c) => c.content_id === contentId);
  return { resumeTime: row?.resume_time ?? 0, completed: row?.is_content_completely_consumed === 1 };
}

export function contentResumeQueryOptions(learnerUuid: string, contentId: number) {
  return queryOptions({
    queryKey: progressKeys.resume(learnerUuid, contentId),
    queryFn: ({ signal }) => fetchContentResume(learnerUuid, contentId, signal),
    staleTime: 0,
  });
}
