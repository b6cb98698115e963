import { describe, expect, it } from 'vitest';
import { movingVersionOn } from './moving-version.js';

describe('a repository whose writes move a cache version', () => {
  it('moves it after each named write has finished, not before, and never for reads', async () => {
    const events: string[] = [];
    const repo = {
      write: async (n: number) => {
        events.push(`write ${n}`);
        return n * 2;
      },
      read: async () => {
        events.push('read');
        return 1;
      },
    };
    const moved = movingVersionOn(repo, ['write'], async () => {
      events.push('bump');
    });
    expect(await moved.write(4)).toBe(8);
    await moved.read();
    expect(events).toEqual(['write 4', 'bump', 'read']);
  });

  it('moves nothing when a conditional write answers that it changed nothing, nor when it fails', async () => {
    let bumps = 0;
    const repo = {
      closeIfStill: async (changed: boolean) => changed,
      fails: async (): Promise<void> => {
        throw new Error('constraint');
      },
    };
    const moved = movingVersionOn(repo, ['closeIfStill', 'fails'], async () => {
      bumps += 1;
    });
    await moved.closeIfStill(false);
    await expect(moved.fails()).rejects.toThrow('constraint');
    expect(bumps).toBe(0);
    await moved.closeIfStill(true);
    expect(bumps).toBe(1);
  });
});
