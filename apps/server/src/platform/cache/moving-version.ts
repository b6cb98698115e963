/**
 * A repository whose named writes move a cache version once each has finished (committed, when the
 * write runs its own transaction): in this process at once, in the others when the cache versions'
 * channel carries the bump. Moving it after the commit, never before, is what keeps a reader from
 * building an answer from the old rows under the new version. A write that answers false changed
 * nothing (a conditional update that found its row moved on) and moves nothing.
 */
export function movingVersionOn<R extends object, K extends keyof R>(
  repo: R,
  writes: readonly K[],
  bump: () => Promise<void>,
): R {
  const moved = { ...repo };
  for (const name of writes) {
    const write = repo[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    moved[name] = (async (...args: unknown[]) => {
      const result = await write(...args);
      if (result !== false) await bump();
      return result;
    }) as R[K];
  }
  return moved;
}
