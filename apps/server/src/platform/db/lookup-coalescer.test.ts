import { describe, expect, it } from 'vitest';
import { createLookupCoalescer } from './lookup-coalescer.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a lookup coalescer', () => {
  it('answers the lookups of one turn with one query, each with its own key', async () => {
    const queries: string[][] = [];
    const lookups = createLookupCoalescer<string, number>({
      lookupMany: async (keys) => {
        queries.push([...keys]);
        return new Map(keys.filter((k) => k !== 'nobody').map((k) => [k, k.length]));
      },
    });
    const answers = await Promise.all(['ab', 'abc', 'ab', 'nobody'].map((k) => lookups.lookup(k)));
    expect(answers).toEqual([2, 3, 2, undefined]);
    expect(queries).toEqual([['ab', 'abc', 'nobody']]);
  });

  it('keeps nothing: a later lookup of the same key asks again and sees a change', async () => {
    const existing = new Set(['learner']);
    let queries = 0;
    const lookups = createLookupCoalescer<string, true>({
      lookupMany: async (keys) => {
        queries += 1;
        return new Map(keys.filter((k) => existing.has(k)).map((k) => [k, true as const]));
      },
    });
    expect(await lookups.lookup('learner')).toBe(true);
    existing.delete('learner');
    expect(await lookups.lookup('learner')).toBeUndefined();
    expect(queries).toBe(2);
  });

  it('never answers a lookup from a query that started before it was asked', async () => {
    const started: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lookups = createLookupCoalescer<string, string>({
      lookupMany: async (keys) => {
        const query = started.push([...keys]);
        await gate;
        return new Map(keys.map((k) => [k, `${k}@query${query}`]));
      },
    });
    const first = lookups.lookup('k');
    await nextTurn();
    // The first query is running; this lookup waits for a query of its own.
    const second = lookups.lookup('k');
    await nextTurn();
    release();
    expect(await first).toBe('k@query1');
    expect(await second).toBe('k@query2');
    expect(started).toEqual([['k'], ['k']]);
  });

  it('splits a large turn into queries of at most maxBatch keys, and passes a failure to its callers', async () => {
    const sizes: number[] = [];
    const lookups = createLookupCoalescer<number, number>({
      maxBatch: 2,
      lookupMany: async (keys) => {
        sizes.push(keys.length);
        if (keys.includes(5)) throw new Error('database down');
        return new Map(keys.map((k) => [k, k * 10]));
      },
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((k) => lookups.lookup(k)));
    expect(sizes).toEqual([2, 2, 1]);
    expect(results.slice(0, 4).map((r) => (r.status === 'fulfilled' ? r.value : null))).toEqual([10, 20, 30, 40]);
    expect(results[4]).toMatchObject({ status: 'rejected', reason: new Error('database down') });
  });
});
