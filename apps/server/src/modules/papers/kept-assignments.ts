import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import type { AssignmentRow, AttemptPapersRepository } from './attempt-papers.repository.js';
import { assignmentVersion } from './paper-versions.js';

type SectionOfAssignment = Awaited<ReturnType<AttemptPapersRepository['sectionsOfAssignments']>>[number];

interface KeptAssignment {
  version: string;
  readAt: number;
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
  const kept = createBoundedCache<KeptAssignment>({ maxEntries: ASSIGNMENTS_KEPT, maxBytes: ASSIGNMENTS_KEPT });

  function current(assignId: number, at: number): KeptAssignment | undefined {
    const found = kept.get(String(assignId));
    return found &&
      found.version === versions.current(assignmentVersion(assignId)) &&
      at >= found.readAt &&
      at - found.readAt < ASSIGNMENT_UNREAD_MS
      ? found
      : undefined;
  }

  /** The assignments named (each once) with their sections, read only for those not kept (two queries). */
  async function reachOf(ids: readonly number[]): Promise<KeptAssignment[]> {
    const at = now();
    const asked = [...new Set(ids)];
    const found = new Map<number, KeptAssignment>();
    for (const id of asked) {
      const entry = current(id, at);
      if (entry) found.set(id, entry);
    }
    const missing = asked.filter((id) => !found.has(id));
    if (missing.length > 0) {
      // Versions taken before the rows: a write committed meanwhile leaves the entry under an old one.
      const taken = new Map(missing.map((id) => [id, versions.current(assignmentVersion(id))]));
      const [rows, sections] = await Promise.all([
        records.assignmentsByIds(missing),
        records.sectionsOfAssignments(missing),
      ]);
      for (const assignment of rows) {
        const entry: KeptAssignment = {
          version: taken.get(assignment.assign_id)!,
          readAt: at,
          assignment,
          sections: sections.filter((s) => s.assign_id === assignment.assign_id),
        };
        kept.set(String(assignment.assign_id), entry, 1);
        found.set(assignment.assign_id, entry);
      }
    }
    return asked.flatMap((id) => found.get(id) ?? []);
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
