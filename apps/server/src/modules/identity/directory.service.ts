import type { DirectoryRepository, PersonRecord, PlacementRecord } from './directory.repository.js';

export type { PersonRecord, PlacementRecord } from './directory.repository.js';

export type DirectoryService = ReturnType<typeof createDirectoryService>;

/**
 * People and their placements (schools and sections), read in sets by the institutes module. Identity
 * owns users and memberships; who may read whom is decided by the caller's module.
 */
export function createDirectoryService({ repo }: { repo: DirectoryRepository }) {
  /** Sections a person is placed in (a teacher's own batches, besides their subject assignments). */
  async function sectionIdsOf(uuid: string): Promise<number[]> {
    const rows = await repo.membershipsOf(uuid);
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
  }

  return {
    people: (uuids: readonly string[]): Promise<PersonRecord[]> => repo.peopleByUuids(uuids),
    /** A person's memberships, the main school first. */
    membershipsOf: (uuid: string): Promise<PlacementRecord[]> => repo.membershipsOf(uuid),
    placementsOf: (uuids: readonly string[]): Promise<PlacementRecord[]> => repo.membershipsOfPeople(uuids),
    sectionIdsOf,
    staffOfSections: repo.staffOfSections,
    learnersOfSections: repo.learnersOfSections,
    learnerCountsBySection: repo.learnerCountsBySection,
    parentsOfChildren: repo.parentsOfChildren,
    searchStaff: repo.searchStaff,
    putSchoolFirst,
  };
}
