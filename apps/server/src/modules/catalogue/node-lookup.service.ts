import type { NodeBrief, NodeLookupRepository } from './node-lookup.repository.js';

export type { NodeBrief } from './node-lookup.repository.js';

export type NodeLookup = ReturnType<typeof createNodeLookup>;

/**
 * Syllabus nodes by id for other modules (names of boards, classes and subjects), a set per query.
 * Each read names the schools whose custom racks may be named: a rack of any other school is not
 * found (a bookmark of its id, or a subject list of its class, must not name it).
 */
export function createNodeLookup({ repo }: { repo: NodeLookupRepository }) {
  /** The nodes that exist among the ids, for these schools, by id. */
  async function byIds(ids: readonly number[], schoolIds: readonly number[]): Promise<Map<number, NodeBrief>> {
    const rows = await repo.byIds([...new Set(ids)], schoolIds);
    return new Map(rows.map((n) => [n.syllabus_id, n]));
  }

  async function nameOf(id: number, schoolIds: readonly number[]): Promise<string | null> {
    return (await repo.byIds([id], schoolIds))[0]?.syllabus_name ?? null;
  }

  /** The subjects of the classes (the platform's, and these schools' custom ones), in display order. */
  async function subjectsOf(classIds: readonly number[], schoolIds: readonly number[]): Promise<NodeBrief[]> {
    return repo.subjectsOf([...new Set(classIds)], schoolIds);
  }

  return { byIds, nameOf, subjectsOf };
}
