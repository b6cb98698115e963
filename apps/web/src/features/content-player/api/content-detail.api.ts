import type { ContentDetail, ContentDetailList } from '@esc/contracts';
import { SIGNED_URL_LIFETIME_MS } from '../utils/playable-url';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentPlayerKeys } from './content-player.keys';

/**
 * The details of one content (spec 002 §7.1): by content id, and when that answers 204, by old
 * content id. Resolves with null when neither knows the id.
 */
export async function fetchContentDetail(contentId: string, signal?: AbortSignal): Promise<ContentDetail | null> {
  const id = contentId.trim();
  if (/^\d+$/.test(id)) {
    const byId = await api.request<ContentDetailList | undefined>(
      `/content/v2/contentDetailsByContentIds?contentIds=${id}`,
      { signal },
    );
    const found = byId?.content_details.find((c) => String(c.content_id) === id) ?? byId?.content_details[0];
    if (found) return found;
  }
  const byOldId = await api.request<ContentDetailList | undefined>('/content/v2/contentDetailByOldContentIds', {
    method: 'POST',
    body: { oldContentIds: [id] },
    signal,
  });
  return byOldId?.content_details[0] ?? null;
}

export function contentDetailQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: contentPlayerKeys.detail(contentId),
    queryFn: ({ signal }) => fetchContentDetail(contentId, signal),
    // Signed media URLs live an hour: reuse them across quick re-mounts, refetch well before expiry.
    staleTime: SIGNED_URL_LIFETIME_MS - 10 * 60_000,
    gcTime: SIGNED_URL_LIFETIME_MS - 5 * 60_000,
  });
}
