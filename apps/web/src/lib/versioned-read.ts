import type { CallData, JsonCallKey } from '@esc/contracts/calls';
import { api } from './api';
import type { ConditionalAnswer } from './api-client';
import { ApiError, ClientErrorCode } from './api-error';
import { apiClient } from './api-client.app';
import { callPath, type CallInput } from './api-calls';
import { readTreeEntry, writeTreeEntry, type TreeScope } from './tree-cache';

/** The tree reads: GET calls whose answers carry an ETag from the syllabus version. */
export type TreeReadKey = JsonCallKey & `GET ${string}`;

export interface VersionedReadOptions<T> {
  /** The board, class and version the answer belongs to, for the stored class tree; null keeps it in memory only. */
  scopeOf?: (data: T) => TreeScope | null;
  signal?: AbortSignal;
}

/**
 * A tree read through the version cache: sends the held ETag as If-None-Match; 304 answers the
 * held copy, 200 replaces it (spec 000 §4: compare versions, refetch and replace when different).
 */
export async function versionedRead<K extends TreeReadKey>(
  key: K,
  input: NoInfer<CallInput<K>>,
  options: NoInfer<VersionedReadOptions<CallData<K>>> = {},
): Promise<CallData<K>> {
  // Held by the call's path with its query, as the server names the answer.
  const { path } = callPath(key, input);
  const held = readTreeEntry<CallData<K>>(path);
  let answer: ConditionalAnswer<CallData<K>>;
  try {
    answer = await api.conditional(key, input, { etag: held?.etag ?? null, signal: options.signal });
  } catch (error) {
    // No network (and no copy the service worker kept: it never stores a 304): the held copy is what
    // the server last confirmed, and the offline banner says the screen is not fresh.
    if (held && error instanceof ApiError && error.errorCode === ClientErrorCode.Network) return held.data;
    throw error;
  }
  if (answer.notModified) {
    if (held) return held.data;
    // Cannot happen (no ETag was sent without a held copy); ask again plainly.
    return apiClient.request<CallData<K>>(path, { signal: options.signal });
  }
  if (answer.etag) {
    writeTreeEntry(path, { etag: answer.etag, data: answer.data }, options.scopeOf?.(answer.data) ?? null);
  }
  return answer.data;
}

/** The copy a read would start from (after a reload), for TanStack Query's initialData. */
export function heldTreeRead<K extends TreeReadKey>(key: K, input: NoInfer<CallInput<K>>): CallData<K> | undefined {
  return readTreeEntry<CallData<K>>(callPath(key, input).path)?.data;
}
