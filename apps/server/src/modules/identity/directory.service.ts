import type { DirectoryRepository, PersonRecord, PlacementRecord } from './directory.repository.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { nameForReaders, type NameForReaders } from './erased-names.js';
import { createKeptById } from '../../platform/cache/kept-by-id.js';
import { createKeptPlacements, PEOPLE_NAMES_CACHE, PLACEMENTS_CACHE } from './kept-placements.js';

export type { PersonRecord, PlacementRecord } from './directory.repository.js';
export type { NameForReaders } from './erased-names.js';

export type DirectoryService = ReturnType<typeof createDirectoryService>;

/** How long a kept name is used without reading it: bounds only a change made around the product (SQL). */
const NAMES_UNREAD_MS = 60_000;
const NAMES_KEPT = 20_000;

/**
 * People and their placements (schools and sections), read in sets by the institutes module. Identity
 * owns users and memberships; who may read whom is decided by the caller's module.
 */
export function createDirectoryService({
  repo,
  versions,
}: {
  repo: DirectoryRepository;
  /** The memberships' cache version (kept-placements.ts); absent in scripts that build no cache. */
  versions?: Pick<CacheVersions, 'current' | 'bump'>;
}) {
  const keptPlacementsOf = versions
    ? createKeptPlacements({ read: repo.membershipsOfPeople, versions })
    : async (uuid: string) => repo.membershipsOfPeople([uuid]);
  type NameRow = Awaited<ReturnType<DirectoryRepository['namesByUuids']>>[number];
  const readNames = async (uuids: readonly string[]) =>
    new Map((await repo.namesByUuids(uuids)).map((row): [string, NameRow] => [row.uuid, row]));
  // Names are kept under the version renames and erasures move: every learner's list names its teachers.
  const keptNames = versions
    ? createKeptById<string, NameRow>({
        versionOf: () => versions.current(PEOPLE_NAMES_CACHE),
        readMany: readNames,
        maxAgeMs: NAMES_UNREAD_MS,
        maxEntries: NAMES_KEPT,
      })
    : { many: readNames };

  /**
   * Sections a person is placed in (a teacher's own batches, besides their subject assignments): from
   * the kept placements, as every call of a learner's exam (the list, the start) asks.
   */
  async function sectionIdsOf(uuid: string): Promise<number[]> {
    const rows = await keptPlacementsOf(uuid);
    return [...new Set(rows.flatMap((m) => (m.section_id === null ? [] : [m.section_id])))];
  }

  /**
   * Makes a person's memberships of one school their first ones (the selected institute, which every
   * "main school" reader follows): the chosen section first, then the school's other sections, then
   * everything else as it was.
   */
  async function putSchoolFirst(uuid: string, schoolId: number, sectionId: number): Promise<void> {
    const all = await repo.membershipsOf(uuid);
    const earliest = all[0]?.created_at;
    if (earliest === undefined) return;
    const first = Date.parse(earliest) - 1000;
    await repo.reorderMemberships(
      all
        .filter((m) => m.school_id === schoolId)
        .map((m) => ({
          id: m.id,
          created_at: new Date(first - (m.section_id === sectionId ? 2 : 1)).toISOString(),
        })),
    );
    // The reorder committed in its own transaction: the main school of kept placements moves now.
    await versions?.bump(PLACEMENTS_CACHE);
  }

  /**
   * The children among these that have parents, each with their first name and their parents: what a
   * message to parents naming their child needs ("Asha was marked absent today").
   */
  async function parentsByChild(
    childUuids: readonly string[],
  ): Promise<{ uuid: string; firstName: string; parents: string[] }[]> {
    if (childUuids.length === 0) return [];
    const [links, children] = await Promise.all([repo.parentsOfChildren(childUuids), repo.peopleByUuids(childUuids)]);
    const nameOf = new Map(children.map((c) => [c.uuid, c.first_name.trim()]));
    const parentsOf = new Map<string, string[]>();
    for (const l of links) parentsOf.set(l.child_uuid, [...(parentsOf.get(l.child_uuid) ?? []), l.parent_uuid]);
    return [...parentsOf].map(([uuid, parents]) => ({ uuid, firstName: nameOf.get(uuid) || 'Your child', parents }));
  }

  /**
   * The current names of these people in one query, each to be read in any reader's language (an
   * erased person's as "Former learner" or "Former person"): what a record that names people by
   * reference (a notification) shows when it is read. A uuid naming nobody is left out.
   */
  async function namesOf(uuids: readonly string[]): Promise<Map<string, NameForReaders>> {
    const rows = await keptNames.many(uuids);
    return new Map([...rows.values()].map((row) => [row.uuid, nameForReaders(row)]));
  }

  return {
    people: (uuids: readonly string[]): Promise<PersonRecord[]> => repo.peopleByUuids(uuids),
    /** A person's memberships, the main school first. */
    membershipsOf: (uuid: string): Promise<PlacementRecord[]> => repo.membershipsOf(uuid),
    placementsOf: (uuids: readonly string[]): Promise<PlacementRecord[]> => repo.membershipsOfPeople(uuids),
    /** One person's placements for a hot read: kept under the memberships' version (kept-placements.ts). */
    keptPlacementsOf,
    sectionIdsOf,
    staffOfSections: repo.staffOfSections,
    adminsOfSchools: repo.adminsOfSchools,
    learnersOfSections: repo.learnersOfSections,
    learnersOfSchool: repo.learnersOfSchool,
    learnerCountsBySection: repo.learnerCountsBySection,
    parentsOfChildren: repo.parentsOfChildren,
    childrenOfParents: repo.childrenOfParents,
    parentsByChild,
    namesOf,
    searchStaff: repo.searchStaff,
    putSchoolFirst,
  };
}
