import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import { shapingOf } from './http-cache.js';
import type { SyllabusVersionState } from './syllabus-version-state.js';

/** A serialized tree answer and its ETag, as built under one epoch of the syllabus versions. */
export interface CachedAnswer {
  epoch: number;
  etag: string;
  /**
   * The whole envelope as UTF-8 JSON, sent as-is: encoded once here rather than on every send (a
   * string is encoded again for each response written).
   */
  body: Buffer;
}

export interface TreeAnswerCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** A class's offline tree can be megabytes: such answers are built each time, not kept. */
  maxEntryBytes?: number;
}

export type TreeAnswerCache = ReturnType<typeof createTreeAnswerCache>;

/**
 * Tree reads answered from memory while the syllabus versions they were built from are current
 * (spec 000 §4: the tree is versioned so that it can be cached). The key holds everything an answer
 * depends on besides the data: the call, the query fields that shape it and the viewer key (school
 * and user type: custom racks of a school are visible only to its people, teachers see other
 * groups). It is the ETag's key too, so the cache can never answer what the ETag would not.
 */
export function createTreeAnswerCache(
  versions: SyllabusVersionState,
  { maxEntries = 20_000, maxBytes = 64 * 1024 * 1024, maxEntryBytes = 1024 * 1024 }: TreeAnswerCacheOptions = {},
) {
  const answers = createBoundedCache<CachedAnswer>({ maxEntries, maxBytes, maxEntryBytes });

  function keyOf(route: string, query: object, viewerKey: string): string {
    return `${route}\n${viewerKey}\n${JSON.stringify(shapingOf(query))}`;
  }

  /** The cached answer under the current epoch, or the epoch to build a new one under. */
  async function lookup(key: string): Promise<{ hit: CachedAnswer } | { epoch: number }> {
    const current = versions.epoch();
    const epoch = typeof current === 'number' ? current : await current;
    const cached = answers.get(key);
    if (cached && cached.epoch === epoch) return { hit: cached };
    if (cached) answers.delete(key);
    return { epoch };
  }

  /** epoch: the one lookup gave before the data was read, so a change meanwhile drops the answer. */
  function store(key: string, { epoch, etag, body }: { epoch: number; etag: string; body: string }): CachedAnswer {
    const answer = { epoch, etag, body: Buffer.from(body) };
    answers.set(key, answer, answer.body.length + key.length);
    return answer;
  }

  return { keyOf, lookup, store, stats: () => ({ entries: answers.size, bytes: answers.bytes }) };
}
