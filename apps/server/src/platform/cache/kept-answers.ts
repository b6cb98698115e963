import { createBoundedCache } from './bounded-cache.js';
import type { CacheVersions } from './cache-versions.js';

/** The versions of these names, in order, as one text: what an answer kept under them must still carry. */
export const stampOf = (versionOf: (name: string) => string, names: readonly string[]): string =>
  names.map(versionOf).join('/');

/** An answer kept serialized, with the names of the versions it was built under and what it was of. */
export interface KeptAnswer<Facts> {
  names: readonly string[];
  /** stampOf its names, each version taken before the rows it covers were read. */
  version: string;
  builtAt: number;
  /** The first moment it shows otherwise by the clock alone (a class starts), when there is one. */
  validUntil?: number;
  body: Buffer;
  facts: Facts;
}

export interface KeptAnswersOptions {
  maxEntries: number;
  maxBytes: number;
  maxEntryBytes: number;
  /** The longest an answer is used: it bounds only what no version hears of (a change made in SQL). */
  maxAgeMs: number;
}

/**
 * Answers kept serialized (the published paper report, the homework item-wise report), so a repeated
 * read is a map lookup and a comparison of the versions it was built under, which their writers move
 * in their transactions (in every process on commit). A version taken before the rows it covers means
 * a write committed while an answer is built leaves it under a version already gone.
 */
export function createKeptAnswers<Facts>(
  versions: Pick<CacheVersions, 'current'>,
  { maxEntries, maxBytes, maxEntryBytes, maxAgeMs }: KeptAnswersOptions,
) {
  const kept = createBoundedCache<KeptAnswer<Facts>>({ maxEntries, maxBytes, maxEntryBytes });
  const counts = { hits: 0, misses: 0 };

  /** The current versions of these names, as one text. */
  const stamp = (names: readonly string[]): string => stampOf((name) => versions.current(name), names);

  function lookup(key: string, now: number): KeptAnswer<Facts> | null {
    const found = kept.get(key);
    if (
      found &&
      found.builtAt <= now &&
      now - found.builtAt < maxAgeMs &&
      (found.validUntil === undefined || now < found.validUntil) &&
      stamp(found.names) === found.version
    ) {
      counts.hits += 1;
      return found;
    }
    if (found) kept.delete(key);
    counts.misses += 1;
    return null;
  }

  function store(key: string, entry: Omit<KeptAnswer<Facts>, 'body'> & { body: string }): Buffer {
    const body = Buffer.from(entry.body);
    kept.set(key, { ...entry, body }, body.length + key.length);
    return body;
  }

  return { stamp, lookup, store, stats: () => ({ ...counts, entries: kept.size, bytes: kept.bytes }) };
}
