import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher.js';

describe('write batcher (group commit)', () => {
  it('applies the writes of one tick in one batch and answers each caller', async () => {
    const batches: number[][] = [];
    const batcher = createWriteBatcher<number, number>({
      runBatch: async (items) => {
        batches.push([...items]);
        return items.map((n) => n * 10);
      },
      runOne: async (n) => n * 10,
    });
    const results = await Promise.all([1, 2, 3].map((n) => batcher.write(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('writes arriving while a batch runs form the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const firstRunning = new Promise<void>((r) => (release = r));
    const batcher = createWriteBatcher<number, number>({
      runBatch: async (items) => {
        batches.push([...items]);
        if (batches.length === 1) await firstRunning;
        return [...items];
      },
      runOne: async (n) => n,
    });
    const first = batcher.write(1);
    await new Promise((r) => setImmediate(r));
    const later = [batcher.write(2), batcher.write(3)];
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('falls back to one write at a time when a batch fails, so only the bad write fails', async () => {
    const batcher = createWriteBatcher<number, number>({
      runBatch: async (items) => {
        if (items.includes(2)) throw new Error('batch failed');
        return [...items];
      },
      runOne: async (n) => {
        if (n === 2) throw new Error('bad write');
        return n;
      },
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.write(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps batches within the largest size', async () => {
    const sizes: number[] = [];
    const batcher = createWriteBatcher<number, number>({
      runBatch: async (items) => {
        sizes.push(items.length);
        return [...items];
      },
      runOne: async (n) => n,
      maxBatch: 2,
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.write(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('under load, waits a few turns for the batch to fill up to the previous size', async () => {
    const batches: number[][] = [];
    const batcher = createWriteBatcher<number, number>({
      runBatch: async (items) => {
        batches.push([...items]);
        return [...items];
      },
      runOne: async (n) => n,
    });
    await Promise.all([1, 2, 3].map((n) => batcher.write(n)));
    const first = batcher.write(4);
    await new Promise((r) => setImmediate(r));
    await Promise.all([first, batcher.write(5), batcher.write(6)]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('with a concurrency of 2, starts the next batch while one runs, and no more than two at once', async () => {
    const batches: number[][] = [];
    let running = 0;
    let most = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const batcher = createWriteBatcher<number, number>({
      runBatch: async (items) => {
        batches.push([...items]);
        running += 1;
        most = Math.max(most, running);
        if (batches.length <= 2) await held;
        running -= 1;
        return [...items];
      },
      runOne: async (n) => n,
      concurrency: 2,
    });
    const first = batcher.write(1);
    await new Promise((r) => setImmediate(r));
    const second = batcher.write(2);
    await new Promise((r) => setImmediate(r));
    const third = batcher.write(3);
    await new Promise((r) => setImmediate(r));
    // Two batches hold their writes; the third waits for a free worker.
    expect(batches).toEqual([[1], [2]]);
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2], [3]]);
    expect(most).toBe(2);
  });
});
