import { createKeptById } from '../../platform/cache/kept-by-id.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import type { AssignmentRow, AttemptPapersRepository } from './attempt-papers.repository.js';
import { assignmentVersion } from './paper-versions.js';

type SectionOfAssignment = Awaited<ReturnType<AttemptPapersRepository['sectionsOfAssignments']>>[number];

interface KeptAssignment {
  assignment: AssignmentRow;
  sections: SectionOfAssignment[];
  /** Extra minutes by learner. */
  extensions?: Map<string, number>;
}

/** How long a kept assignment is used without reading it: bounds only a change made around the product (SQL). */
export const ASSIGNMENT_UNREAD_MS = 60_000;
const ASSIGNMENTS_KEPT = 5_000;

/**
 * Assignments as every call of a learner's exam asks for them (the start's reach, the extra minutes
 * of its deadline, whether a submit settles its results): kept per assignment under the
 * assignment's version, which each of its writers moves in its transaction (a new window or
 * extensions, results published); a new assignment has no entry to drop. On an exam morning the
 * assignment is read once per process, not once per learner.
 */
export function createKeptAssignments({
  records,
  versions,
  now = () => performance.now(),
}: {
  records: Pick<AttemptPapersRepository, 'assignmentsByIds' | 'sectionsOfAssignments' | 'extensionsOf'>;
  versions: Pick<CacheVersions, 'current'>;
  now?: () => number;
}) {
  const kept = createKeptById<number, KeptAssignment>({
    versionOf: (id) => versions.current(assignmentVersion(id)),
    readMany: async (ids) => {
      const [rows, sections] = await Promise.all([records.assignmentsByIds(ids), records.sectionsOfAssignments(ids)]);
      return new Map(
        rows.map((assignment) => [
          assignment.assign_id,
          { assignment, sections: sections.filter((s) => s.assign_id === assignment.assign_id) },
        ]),
      );
    },
    maxAgeMs: ASSIGNMENT_UNREAD_MS,
    maxEntries: ASSIGNMENTS_KEPT,
    now,
  });

  /** The assignments named (each once) with their sections, read only for those not kept (two queries). */
  async function reachOf(ids: readonly number[]): Promise<KeptAssignment[]> {
    const found = await kept.many(ids);
    return [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
  }

  return {
    async assignment(assignId: number): Promise<AssignmentRow | undefined> {
      return (await reachOf([assignId]))[0]?.assignment;
    },
    async assignmentsByIds(ids: readonly number[]): Promise<AssignmentRow[]> {
      return (await reachOf(ids)).map((k) => k.assignment);
    },
    /** By section assignment, as the repository orders them. */
    async sectionsOfAssignments(ids: readonly number[]): Promise<SectionOfAssignment[]> {
      const all = (await reachOf(ids)).flatMap((k) => k.sections);
      return all.sort((a, b) => a.section_assign_id - b.section_assign_id);
    },
    /** The learner's extra minutes on the assignment (0: none), from its extensions kept beside it. */
    async extraMinutes(assignId: number, uuid: string): Promise<number> {
      const [entry] = await reachOf([assignId]);
      if (!entry) return (await records.extensionsOf(assignId)).get(uuid) ?? 0;
      entry.extensions ??= await records.extensionsOf(assignId);
      return entry.extensions.get(uuid) ?? 0;
    },
  };
}
