import type { NodeBrief, NodeLookupRepository } from './node-lookup.repository.js';

export type { NodeBrief } from './node-lookup.repository.js';

export type NodeLookup = ReturnType<typeof createNodeLookup>;

/** Syllabus nodes by id for other modules (names of boards, classes and subjects), a set per query. */
export function createNodeLookup({ repo }: { repo: NodeLookupRepository }) {
  /** The nodes that exist among the ids, by id. */
  async function byIds(ids: readonly number[]): Promise<Map<number, NodeBrief>> {
    const rows = await repo.byIds([...new Set(ids)]);
    return new Map(rows.map((n) => [n.syllabus_id, n]));
  }

  async function nameOf(id: number): Promise<string | null> {
    return (await repo.byIds([id]))[0]?.syllabus_name ?? null;
  }

  /** The catalogue's subjects of the classes, in display order. */
  async function subjectsOf(classIds: readonly number[]): Promise<NodeBrief[]> {
    return repo.subjectsOf([...new Set(classIds)]);
  }

  return { byIds, nameOf, subjectsOf };
}
