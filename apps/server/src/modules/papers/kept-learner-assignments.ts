import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptById } from '../../platform/cache/kept-by-id.js';
import { createLookupCoalescer } from '../../platform/db/lookup-coalescer.js';
import type { AssignmentRow } from './attempt-papers.repository.js';
import type {
  EnrollmentRow,
  HeldAssignment,
  PaperAssignmentRow,
  PaperAssignmentsRepository,
} from './paper-assignments.repository.js';
import type { PaperRow, PapersRepository } from './papers.repository.js';
import { paperVersion, sectionAssignmentsVersion } from './paper-versions.js';

/** How long a kept paper or section's tests are used without reading them: bounds only a change made around the product (SQL). */
const UNREAD_MS = 60_000;
const PAPERS_KEPT = 2_000;
const SECTIONS_KEPT = 20_000;
/** Tests of all kept sections together (a section's list weighs its length): a few MiB at most. */
const SECTION_TESTS_KEPT = 100_000;

type SectionAssign = Awaited<ReturnType<PaperAssignmentsRepository['assignsOfSections']>>[number];

/** Rows of several keys grouped by key, every key present (an empty list is an answer too). */
function groupedBy<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const grouped = new Map(keys.map((key) => [key, [] as R[]]));
  for (const row of rows) grouped.get(keyOf(row))?.push(row);
  return grouped;
}

/**
 * A learner's lists as every learner of a school asks for them at once on an exam morning: the tests
 * given to their sections and the papers of those tests are the same for the whole section, so they
 * are kept under the versions their writers move (a new assignment naming the section; a paper's
 * edit or drop), and the assignments themselves come from the kept assignments. What is the
 * learner's own (tests given to them by name, Olympiad enrollments) is read for all the learners
 * asking in one turn of the event loop in one query.
 */
export function createKeptLearnerAssignments({
  assignments,
  papers,
  keptAssignments,
  versions,
}: {
  assignments: Pick<PaperAssignmentsRepository, 'assignsOfSections' | 'assignedToLearners' | 'enrollmentsOfLearners'>;
  papers: Pick<PapersRepository, 'papersByIds'>;
  keptAssignments: { assignmentsByIds(ids: readonly number[]): Promise<AssignmentRow[]> };
  versions: Pick<CacheVersions, 'current'>;
}) {
  const keptPapers = createKeptById<number, PaperRow>({
    versionOf: (id) => versions.current(paperVersion(id)),
    readMany: async (ids) => new Map((await papers.papersByIds(ids)).map((p) => [p.paper_id, p])),
    maxAgeMs: UNREAD_MS,
    maxEntries: PAPERS_KEPT,
  });
  const keptSections = createKeptById<number, SectionAssign[]>({
    versionOf: (id) => versions.current(sectionAssignmentsVersion(id)),
    readMany: async (ids) => groupedBy(ids, await assignments.assignsOfSections(ids), (r) => r.section_id),
    maxAgeMs: UNREAD_MS,
    maxEntries: SECTIONS_KEPT,
    weightOf: (tests) => tests.length + 1,
    maxWeight: SECTION_TESTS_KEPT,
  });
  const byName = createLookupCoalescer<string, PaperAssignmentRow[]>({
    lookupMany: async (uuids) =>
      groupedBy(uuids, await assignments.assignedToLearners(uuids), (r) => r.learner_uuid ?? ''),
  });
  const enrollments = createLookupCoalescer<string, EnrollmentRow[]>({
    lookupMany: async (uuids) => groupedBy(uuids, await assignments.enrollmentsOfLearners(uuids), (r) => r.uuid),
  });

  /** Assignments reaching a learner: through their sections (the first section's way in), and given to them by name. */
  async function heldBy(uuid: string, sectionIds: readonly number[]): Promise<HeldAssignment[]> {
    const [reach, named] = await Promise.all([keptSections.many(sectionIds), byName.lookup(uuid)]);
    const ways = [...reach.values()].flat().sort((a, b) => a.section_assign_id - b.section_assign_id);
    const rows = new Map(
      (await keptAssignments.assignmentsByIds(ways.map((w) => w.assign_id))).map((a) => [a.assign_id, a]),
    );
    const seen = new Map<number, HeldAssignment>();
    for (const way of ways) {
      const row = rows.get(way.assign_id);
      if (row && !seen.has(way.assign_id)) seen.set(way.assign_id, { ...row, ...way });
    }
    for (const row of named ?? []) seen.set(row.assign_id, { ...row, section_assign_id: null, section_id: null });
    return [...seen.values()];
  }

  return {
    heldBy,
    enrollmentsOf: async (uuid: string): Promise<EnrollmentRow[]> => (await enrollments.lookup(uuid)) ?? [],
    /** Papers by id (each once), deleted ones left out. */
    papersByIds: async (ids: readonly number[]): Promise<PaperRow[]> => [...(await keptPapers.many(ids)).values()],
  };
}
