import { api } from './api';
import { readTreeEntry, writeTreeEntry, type TreeScope } from './tree-cache';

export interface VersionedReadOptions<T> {
  /** The board, class and version the answer belongs to, for the stored class tree; null keeps it in memory only. */
  scopeOf?: (data: T) => TreeScope | null;
  signal?: AbortSignal;
}

/**
 * A tree read through the version cache: sends the held ETag as If-None-Match; 304 answers the
 * held copy, 200 replaces it (spec 000 §4: compare versions, refetch and replace when different).
 */
export async function versionedRead<T>(path: string, options: VersionedReadOptions<T> = {}): Promise<T> {
  const held = readTreeEntry<T>(path);
  const answer = await api.conditional<T>(path, { etag: held?.etag ?? null, signal: options.signal });
  if (answer.notModified) {
    if (held) return held.data;
    // Cannot happen (no ETag was sent without a held copy); ask again plainly.
    return api.request<T>(path, { signal: options.signal });
  }
  if (answer.etag) {
    writeTreeEntry(path, { etag: answer.etag, data: answer.data }, options.scopeOf?.(answer.data) ?? null);
  }
  return answer.data;
}

/** The copy a read would start from (after a reload), for TanStack Query's initialData. */
export function heldTreeRead<T>(path: string): T | undefined {
  return readTreeEntry<T>(path)?.data;
}

/** A query string from the defined values, in the order given. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
