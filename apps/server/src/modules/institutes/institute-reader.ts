import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createKeptById } from '../../platform/cache/kept-by-id.js';
import type { NodeBrief, NodeLookup } from '../catalogue/catalogue.module.js';
import type { InstitutesRepository, SectionFilter, SectionRow } from './institutes.repository.js';
import { sectionVersion } from './section-versions.js';

/** A section (batch) with its board and class names and their catalogue order. */
export interface SectionRecord extends SectionRow {
  board_name: string;
  class_name: string;
  board_order: number;
  class_order: number;
}

export interface SubjectRecord {
  school_id: number;
  board_id: number;
  class_id: number;
  subject_id: number;
  subject_name: string;
}

export interface AssignmentRecord {
  user_uuid: string;
  section_id: number;
  subject_id: number;
  subject_name: string;
}

/** How long a kept section is used without reading it: bounds only a change made around the product (SQL). */
const SECTION_UNREAD_MS = 60_000;
const SECTIONS_KEPT = 20_000;

/** Nodes missing from the catalogue sort last. */
const orderOf = (node: NodeBrief | undefined) => node?.display_order ?? Number.MAX_SAFE_INTEGER;

export type InstituteReader = ReturnType<typeof createInstituteReader>;

/**
 * The institutes module's own rows named from the catalogue: sections with their board and class,
 * subjects and assignments with the subject's name. Each read is one query here and one name lookup.
 */
export function createInstituteReader({
  repo,
  nodes,
  versions,
}: {
  repo: InstitutesRepository;
  nodes: NodeLookup;
  /** Sections by id are kept under their versions (section-versions.ts); absent in scripts that keep no cache. */
  versions?: Pick<CacheVersions, 'current'>;
}) {
  /** Sections whose board and class the catalogue knows, named, in the order given. */
  async function named(rows: readonly SectionRow[]): Promise<SectionRecord[]> {
    // Boards and classes are the platform's: no school's racks.
    const names = await nodes.byIds(
      rows.flatMap((s) => [s.board_id, s.class_id]),
      [],
    );
    return rows.flatMap((s) => {
      const board = names.get(s.board_id);
      const cls = names.get(s.class_id);
      if (!board || !cls) return [];
      return [
        {
          ...s,
          board_name: board.syllabus_name,
          class_name: cls.syllabus_name,
          board_order: board.display_order,
          class_order: cls.display_order,
        },
      ];
    });
  }

  const readSections = async (ids: readonly number[]) =>
    new Map((await named(await repo.sectionsByIds(ids))).map((s) => [s.section_id, s]));
  // Every call of a learner's lists names their sections; boards and classes are renamed only by imports.
  const keptSections = versions
    ? createKeptById<number, SectionRecord>({
        versionOf: (id) => versions.current(sectionVersion(id)),
        readMany: readSections,
        maxAgeMs: SECTION_UNREAD_MS,
        maxEntries: SECTIONS_KEPT,
      })
    : { many: readSections };

  async function sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]> {
    const sections = [...(await keptSections.many(ids)).values()];
    return sections.sort((a, b) => a.section_id - b.section_id);
  }

  /** Sections of the schools in school, board, class and name order. */
  async function sectionsOfSchools(schoolIds: readonly number[], filter: SectionFilter = {}): Promise<SectionRecord[]> {
    // The rows come by school and name; a stable sort keeps the name order within a board and class.
    const sections = await named(await repo.sectionsOfSchools(schoolIds, filter));
    return sections.sort(
      (a, b) => a.school_id - b.school_id || a.board_order - b.board_order || a.class_order - b.class_order,
    );
  }

  /** The position of each section in name order (sections of one name share it): student lists follow it. */
  async function nameRank(sectionIds: readonly number[]): Promise<Map<number, number>> {
    const ids = [...new Set(sectionIds)];
    if (ids.length <= 1) return new Map(ids.map((id) => [id, 0]));
    const rows = await repo.sectionsByIds(ids);
    const rank = new Map<number, number>();
    let previous: { name: string; rank: number } | null = null;
    for (const [i, s] of rows.entries()) {
      const position: number = previous?.name === s.section_name ? previous.rank : i;
      rank.set(s.section_id, position);
      previous = { name: s.section_name, rank: position };
    }
    return rank;
  }

  /** The subjects of the schools' boards and classes that the catalogue knows, in its order. */
  async function schoolSubjects(schoolIds: readonly number[]): Promise<SubjectRecord[]> {
    const rows = await repo.schoolSubjects([...new Set(schoolIds)]);
    // A school's subjects may be its own custom racks; those of another school are never named.
    const names = await nodes.byIds(
      rows.map((r) => r.subject_id),
      schoolIds,
    );
    return rows
      .filter((r) => names.has(r.subject_id))
      .sort(
        (a, b) => orderOf(names.get(a.subject_id)) - orderOf(names.get(b.subject_id)) || a.subject_id - b.subject_id,
      )
      .map((r) => ({ ...r, subject_name: names.get(r.subject_id)!.syllabus_name }));
  }

  /** Assignments with their subject's name: a custom rack of the section's school is named, no other school's. */
  async function assignmentsNamed(
    rows: readonly (Omit<AssignmentRecord, 'subject_name'> & { school_id: number })[],
  ): Promise<AssignmentRecord[]> {
    const names = await nodes.byIds(
      rows.map((r) => r.subject_id),
      [...new Set(rows.map((r) => r.school_id))],
    );
    return [...rows]
      .sort(
        (a, b) => a.section_id - b.section_id || orderOf(names.get(a.subject_id)) - orderOf(names.get(b.subject_id)),
      )
      .map(({ school_id: _school, ...r }) => ({ ...r, subject_name: names.get(r.subject_id)?.syllabus_name ?? '' }));
  }

  return {
    schoolsByIds: repo.schoolsByIds,
    sectionsByIds,
    sectionsOfSchools,
    nameRank,
    schoolSubjects,
    assignmentsOfSections: async (sectionIds: readonly number[]) =>
      assignmentsNamed(await repo.assignments({ sectionIds })),
    assignmentsOfTeachers: async (uuids: readonly string[]) =>
      assignmentsNamed(await repo.assignments({ teacherUuids: uuids })),
  };
}
