import type { ContentDetail } from '@esc/contracts';
import { SIGNED_URL_LIFETIME_MS } from '../utils/playable-url';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isOffline, keptDetailFor } from '../../../lib/kept/kept.app';
import { contentPlayerKeys } from './content-player.keys';

/**
 * The details of one content (spec 002 §7.1): by content id, and when that answers 204, by old
 * content id. Resolves with null when neither knows the id. Asking for one content opens it: the
 * answer carries the access gate's decision (`access`), and a free item it uses is recorded once.
 * Opened from homework, both name the assignment (`assignId`): the gate reads it (mode 1 for a school's).
 */
export async function fetchContentDetail(
  contentId: string,
  groupId: number | null,
  signal?: AbortSignal,
  assignId: number | null = null,
): Promise<ContentDetail | null> {
  try {
    return await fetchOnline(contentId, groupId, signal, assignId);
  } catch (error) {
    // No connection: an item kept for offline opens from the device (its links find the kept files).
    const kept = isOffline(error) && /^\d+$/.test(contentId.trim()) ? await keptDetailFor(Number(contentId)) : null;
    if (kept) return kept;
    throw error;
  }
}

async function fetchOnline(
  contentId: string,
  groupId: number | null,
  signal?: AbortSignal,
  assignId: number | null = null,
): Promise<ContentDetail | null> {
  const id = contentId.trim();
  if (/^\d+$/.test(id)) {
    const byId = await api.call(
      'GET /content/v2/contentDetailsByContentIds',
      { query: { contentIds: id, groupId: groupId || undefined, assignId: assignId || undefined } },
      { signal },
    );
    const found = byId?.content_details.find((c) => String(c.content_id) === id) ?? byId?.content_details[0];
    if (found) return found;
  }
  const byOldId = await api.call(
    'POST /content/v2/contentDetailByOldContentIds',
    { body: { oldContentIds: [id], ...(assignId ? { assign_id: assignId } : {}) } },
    { signal },
  );
  return byOldId?.content_details[0] ?? null;
}

export function contentDetailQueryOptions(
  contentId: string,
  groupId: number | null = null,
  assignId: number | null = null,
) {
  return queryOptions({
    queryKey: contentPlayerKeys.detail(contentId, groupId, assignId),
    queryFn: ({ signal }) => fetchContentDetail(contentId, groupId, signal, assignId),
    // Signed media URLs live an hour: reuse them across quick re-mounts, refetch well before expiry.
    staleTime: SIGNED_URL_LIFETIME_MS - 10 * 60_000,
    gcTime: SIGNED_URL_LIFETIME_MS - 5 * 60_000,
    // Asked even when the browser says it is offline: a kept item answers from the device.
    networkMode: 'offlineFirst',
  });
}
