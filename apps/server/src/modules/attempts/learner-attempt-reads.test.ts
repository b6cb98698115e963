import { describe, expect, it } from 'vitest';
import type { AttemptRow } from './attempts.repository.js';
import { createLearnerAttemptReads } from './learner-attempt-reads.js';

describe("learners' attempts read together", () => {
  const row = (attempt_id: number, uuid: string, paper_id: number, attempt_no: number) =>
    ({ attempt_id, uuid, paper_id, attempt_no }) as AttemptRow;
  const stored = [row(1, 'asha', 10, 1), row(2, 'asha', 11, 1), row(3, 'bala', 10, 1), row(4, 'asha', 10, 2)];

  function world() {
    const queries: { uuids: readonly string[]; paperIds?: readonly number[] }[] = [];
    const ofLearner = createLearnerAttemptReads({
      ofLearners: async (uuids, paperIds) => {
        queries.push({ uuids, paperIds });
        return stored.filter((a) => uuids.includes(a.uuid) && (!paperIds || paperIds.includes(a.paper_id)));
      },
    });
    return { queries, ofLearner };
  }

  it('answers the learners of one turn from one query, each with their own attempts of their own papers', async () => {
    const { queries, ofLearner } = world();
    const [asha, bala, ashaOf11] = await Promise.all([
      ofLearner('asha', [10]),
      ofLearner('bala', [10, 11]),
      ofLearner('asha', [11]),
    ]);
    expect(asha.map((a) => a.attempt_id)).toEqual([1, 4]);
    expect(bala.map((a) => a.attempt_id)).toEqual([3]);
    expect(ashaOf11.map((a) => a.attempt_id)).toEqual([2]);
    expect(queries).toHaveLength(1);
  });

  it('asks nothing for no papers, and a query of a later turn for a later learner', async () => {
    const { queries, ofLearner } = world();
    expect(await ofLearner('asha', [])).toEqual([]);
    await ofLearner('asha', [10]);
    await ofLearner('bala', [10]);
    expect(queries.map((q) => q.uuids)).toEqual([['asha'], ['bala']]);
  });
});
