import { describe, expect, it } from 'vitest';
import { createKeptById } from './kept-by-id.js';

describe('records kept by id under their bucket versions', () => {
  function world() {
    const state = {
      versions: new Map<number, number>(),
      rows: new Map<number, string>([
        [1, 'one'],
        [2, 'two'],
      ]),
      now: 0,
      reads: [] as number[][],
      gate: null as Promise<void> | null,
      fail: false,
    };
    const kept = createKeptById<number, string>({
      versionOf: (id) => String(state.versions.get(id) ?? 0),
      readMany: async (ids) => {
        state.reads.push([...ids]);
        // What the query saw is what was there when it was asked.
        const seen = new Map(ids.flatMap((id) => (state.rows.has(id) ? [[id, state.rows.get(id)!] as const] : [])));
        if (state.gate) await state.gate;
        if (state.fail) throw new Error('the database went away');
        return seen;
      },
      maxAgeMs: 60_000,
      maxEntries: 10,
      now: () => state.now,
    });
    return { state, kept };
  }

  it('reads only the ids not kept, and again an id whose version moved', async () => {
    const { state, kept } = world();
    expect([...(await kept.many([1, 2, 1]))]).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    state.rows.set(1, 'one, renamed');
    state.rows.set(2, 'two, renamed');
    state.versions.set(2, 1);
    const again = await kept.many([1, 2]);
    expect(again.get(1)).toBe('one');
    expect(again.get(2)).toBe('two, renamed');
    expect(state.reads).toEqual([[1, 2], [2]]);
  });

  it('leaves out an id with no record, and reads it again next time (a new record is seen at once)', async () => {
    const { state, kept } = world();
    expect((await kept.many([3])).has(3)).toBe(false);
    state.rows.set(3, 'three');
    expect((await kept.many([3])).get(3)).toBe('three');
    expect(state.reads).toEqual([[3], [3]]);
  });

  it('reads again once its age limit has passed', async () => {
    const { state, kept } = world();
    await kept.many([1]);
    state.now = 60_000;
    await kept.many([1]);
    expect(state.reads).toEqual([[1], [1]]);
  });

  it('joins a read on its way under the same version, and does not join one the version has left', async () => {
    const { state, kept } = world();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const first = kept.many([1]);
    const joined = kept.many([1, 2]);
    state.versions.set(1, 1);
    state.rows.set(1, 'one, after the write');
    const after = kept.many([1]);
    open();
    expect((await first).get(1)).toBe('one');
    expect([...(await joined).values()]).toEqual(['one', 'two']);
    expect((await after).get(1)).toBe('one, after the write');
    expect(state.reads).toEqual([[1], [2], [1]]);
  });

  it('gives a failed read to each caller waiting on it, keeps nothing, and asks again next time', async () => {
    const { state, kept } = world();
    state.fail = true;
    const [a, b] = await Promise.allSettled([kept.many([1]), kept.many([1])]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    state.fail = false;
    expect((await kept.many([1])).get(1)).toBe('one');
    expect(state.reads).toEqual([[1], [1]]);
  });

  it('keeps values up to their weight together, the least recently used going first', async () => {
    const reads: number[][] = [];
    const kept = createKeptById<number, string[]>({
      versionOf: () => '0',
      readMany: async (ids) => {
        reads.push([...ids]);
        return new Map(ids.map((id) => [id, Array.from({ length: id }, () => 'test')]));
      },
      maxAgeMs: 60_000,
      maxEntries: 10,
      weightOf: (tests) => tests.length,
      maxWeight: 5,
      now: () => 0,
    });
    await kept.many([2]);
    await kept.many([3]);
    await kept.many([2, 3]);
    await kept.many([4]);
    await kept.many([2, 3]);
    expect(reads).toEqual([[2], [3], [4], [2, 3]]);
  });
});
