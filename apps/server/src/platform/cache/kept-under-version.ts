import { createBoundedCache } from './bounded-cache.js';

export interface KeptUnderVersionOptions {
  /** The version the kept answers must still carry (cache-versions.ts `current`, or several joined). */
  version: () => string;
  /** The longest an answer is used: it bounds only a change made around the product (SQL). */
  maxAgeMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Facts asked on every call (a person's placements, an account's guard facts, a member of staff's
 * scope), kept per key under a version their writers move in their transactions. The version is taken
 * before the read, so a change committed meanwhile moves it and the answer is not reused; an answer
 * that is undefined (nothing found) is not kept.
 */
export function createKeptUnderVersion<V>({
  version,
  maxAgeMs,
  maxEntries,
  now = () => performance.now(),
}: KeptUnderVersionOptions) {
  const kept = createBoundedCache<{ version: string; readAt: number; value: V }>({ maxEntries, maxBytes: maxEntries });
  /** The answer kept for the key while it still holds, without reading (undefined: read it). */
  function peek(key: string, current = version(), at = now()): V | undefined {
    const found = kept.get(key);
    return found && found.version === current && at >= found.readAt && at - found.readAt < maxAgeMs
      ? found.value
      : undefined;
  }
  async function keptOr(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const current = version();
    const at = now();
    const found = peek(key, current, at);
    if (found !== undefined) return found;
    const value = await read();
    if (value === undefined) kept.delete(key);
    else kept.set(key, { version: current, readAt: at, value }, 1);
    return value;
  }
  return Object.assign(keptOr, { peek: (key: string) => peek(key) });
}
