import { describe, expect, it } from 'vitest';
import { createKeptUnderVersion } from './kept-under-version.js';

describe('facts kept under a version', () => {
  function world() {
    const state = { version: 1, now: 0, reads: 0, value: 'first' as string | undefined };
    const kept = createKeptUnderVersion<string>({
      version: () => String(state.version),
      maxAgeMs: 5000,
      maxEntries: 10,
      now: () => state.now,
    });
    const ask = () =>
      kept('k', async () => {
        state.reads += 1;
        return state.value;
      });
    return { state, ask, kept };
  }

  it('answers from memory while the version stands, and reads again once it moves', async () => {
    const { state, ask } = world();
    expect(await ask()).toBe('first');
    state.value = 'second';
    expect(await ask()).toBe('first');
    expect(state.reads).toBe(1);
    state.version = 2;
    expect(await ask()).toBe('second');
    expect(state.reads).toBe(2);
  });

  it('reads again after its age limit, and never keeps nothing found', async () => {
    const { state, ask } = world();
    await ask();
    state.now = 5000;
    state.value = undefined;
    expect(await ask()).toBeUndefined();
    expect(await ask()).toBeUndefined();
    expect(state.reads).toBe(3);
  });

  it('peeks at a kept answer without reading, and has none once its version moved or its age passed', async () => {
    const { state, ask, kept } = world();
    expect(kept.peek('k')).toBeUndefined();
    await ask();
    expect(kept.peek('k')).toBe('first');
    state.version = 2;
    expect(kept.peek('k')).toBeUndefined();
    await ask();
    state.now = 5000;
    expect(kept.peek('k')).toBeUndefined();
    expect(state.reads).toBe(2);
  });
});
