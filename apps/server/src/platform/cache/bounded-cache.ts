/**
 * A least-recently-used map bounded by entry count and by total size, for in-process caches of
 * answers. A Map keeps insertion order, so re-inserting on a hit makes the first key the least
 * recently used one. Entries larger than maxEntryBytes are not kept: one huge answer must not
 * push out hundreds of small hot ones.
 */
export interface BoundedCacheOptions {
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes?: number;
}

export interface BoundedCache<V> {
  get(key: string): V | undefined;
  /** size: the entry's cost in bytes (e.g. the length of a cached JSON string). */
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createBoundedCache<V>({ maxEntries, maxBytes, maxEntryBytes }: BoundedCacheOptions): BoundedCache<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let bytes = 0;
  const entryLimit = Math.min(maxEntryBytes ?? maxBytes, maxBytes);

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // The order matters only once the cache may soon evict: below half its bounds a hit leaves it.
      if (entries.size * 2 > maxEntries || bytes * 2 > maxBytes) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry.value;
    },
    set(key, value, size) {
      remove(key);
      if (size > entryLimit) return;
      entries.set(key, { value, size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
