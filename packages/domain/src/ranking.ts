// Ranks and percentiles: competition ranking (1, 2, 2, 4), ties broken as JEE Main
// breaks them (the subjects in the paper's order, then the lower wrong-to-right ratio; otherwise the
// rank is shared), and the NTA percentile: 100 × candidates scoring at or below you ÷ candidates.

export interface RankEntry {
  id: string;
  score: number;
  /** Scores per subject, in the paper's subject order (the first subject decides a tie first). */
  subjectScores: readonly number[];
  wrong: number;
  right: number;
}

export interface Standing {
  rank: number;
  /** NTA percentile, 7 decimals as NTA publishes it. */
  percentile: number;
}

/** Wrong answers per right one; a candidate with wrong and no right answers is last on this. */
function wrongToRight(e: RankEntry): number {
  if (e.right === 0) return e.wrong === 0 ? 0 : Number.POSITIVE_INFINITY;
  return e.wrong / e.right;
}

/** Negative when a is ahead of b, 0 when they share a place. */
export function compareForRank(a: RankEntry, b: RankEntry): number {
  if (a.score !== b.score) return b.score - a.score;
  const subjects = Math.max(a.subjectScores.length, b.subjectScores.length);
  for (let i = 0; i < subjects; i++) {
    const diff = (b.subjectScores[i] ?? 0) - (a.subjectScores[i] ?? 0);
    if (diff !== 0) return diff;
  }
  const ra = wrongToRight(a);
  const rb = wrongToRight(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  return 0;
}

const round7 = (n: number) => Math.round(n * 1e7) / 1e7;

/** Every candidate's rank and percentile; the same ids in, one standing each out. */
export function standings(entries: readonly RankEntry[]): Map<string, Standing> {
  const total = entries.length;
  const out = new Map<string, Standing>();
  if (total === 0) return out;
  const ordered = [...entries].sort(compareForRank);
  // Percentile: how many scored at or below each score (ties by score alone, as NTA counts them).
  const byScore = [...entries].map((e) => e.score).sort((a, b) => a - b);
  const atOrBelow = (score: number) => {
    let lo = 0;
    let hi = byScore.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byScore[mid]! <= score) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let rank = 1;
  ordered.forEach((entry, index) => {
    if (index > 0 && compareForRank(ordered[index - 1]!, entry) !== 0) rank = index + 1;
    out.set(entry.id, { rank, percentile: round7((100 * atOrBelow(entry.score)) / total) });
  });
  return out;
}
