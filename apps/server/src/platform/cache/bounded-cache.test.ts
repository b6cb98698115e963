import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.js';

describe('bounded cache', () => {
  it('drops the least recently used entry past the count', () => {
    const cache = createBoundedCache<number>({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', 1, 1);
    cache.set('b', 2, 1);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3, 1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('keeps the total size within maxBytes and never keeps an entry larger than maxEntryBytes', () => {
    const cache = createBoundedCache<string>({ maxEntries: 100, maxBytes: 10, maxEntryBytes: 6 });
    cache.set('a', 'x', 4);
    cache.set('b', 'y', 4);
    cache.set('c', 'z', 4);
    expect(cache.bytes).toBeLessThanOrEqual(10);
    expect(cache.get('a')).toBeUndefined();
    cache.set('big', 'w', 7);
    expect(cache.get('big')).toBeUndefined();
    cache.set('b', 'y2', 1);
    expect([cache.size, cache.bytes]).toEqual([2, 5]);
  });
});
