/**
 * Drawing questions at random: the same seed draws the same questions from the same candidates (a
 * teacher previewing a blueprint sees what the paper will hold). mulberry32, then Fisher-Yates.
 */
export function drawIds<T>(candidates: readonly T[], count: number, seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pool = [...candidates];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** Stages as the client sends them ('4' or '1,2,3,4,5'); default stage 4 (spec 000 §9). */
export const stagesOf = (list: string | undefined): number[] => (list ?? '4').split(',').map(Number);

export const randomSeed = () => Math.floor(Math.random() * 2_147_483_647);
