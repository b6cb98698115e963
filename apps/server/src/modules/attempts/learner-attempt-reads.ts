import { createLookupCoalescer } from '../../platform/db/lookup-coalescer.js';
import type { AttemptRow, AttemptsRepository } from './attempts.repository.js';

/** Past this many papers in one turn's query, the learners' attempts are read whole and picked here. */
const PAPERS_IN_ONE_QUERY = 1_000;

/**
 * A learner's attempts of some papers as their lists ask for them: the learners asking in one turn
 * of the event loop are read in one query (on an exam morning a whole school opens its list in the
 * same minute), each answered with their own attempts of their own papers. The query starts after
 * every lookup it answers was asked, so a learner's own attempt made just before is in it.
 */
export function createLearnerAttemptReads(repo: Pick<AttemptsRepository, 'ofLearners'>) {
  const reads = createLookupCoalescer<string, AttemptRow[]>({
    maxBatch: 50,
    lookupMany: async (keys) => {
      const asked = keys.map((key) => JSON.parse(key) as [string, number[]]);
      const papers = [...new Set(asked.flatMap(([, ids]) => ids))];
      const rows = await repo.ofLearners(
        [...new Set(asked.map(([uuid]) => uuid))],
        papers.length <= PAPERS_IN_ONE_QUERY ? papers : undefined,
      );
      const byLearner = new Map<string, AttemptRow[]>();
      for (const row of rows) {
        const own = byLearner.get(row.uuid);
        if (own) own.push(row);
        else byLearner.set(row.uuid, [row]);
      }
      return new Map(
        keys.map((key, i) => {
          const [uuid, ids] = asked[i]!;
          const wanted = new Set(ids);
          return [key, (byLearner.get(uuid) ?? []).filter((a) => wanted.has(a.paper_id))];
        }),
      );
    },
  });

  /** The learner's attempts of these papers, newest number last. */
  return async function ofLearner(uuid: string, paperIds: readonly number[]): Promise<AttemptRow[]> {
    if (paperIds.length === 0) return [];
    const key = JSON.stringify([uuid, [...new Set(paperIds)].sort((a, b) => a - b)]);
    return (await reads.lookup(key)) ?? [];
  };
}
