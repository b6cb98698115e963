import type { SyllabusNamesRepository } from './syllabus-names.repository.js';

export type SyllabusNamesService = ReturnType<typeof createSyllabusNamesService>;

/**
 * What other modules may ask the catalogue about names: the platform's syllabus names by id. A
 * school's own custom racks are not included (they are not the platform's boards and classes).
 */
export function createSyllabusNamesService({ repo }: { repo: SyllabusNamesRepository }) {
  /** The names found, by id; an id with no platform node is absent from the map. */
  async function namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await repo.namesByIds(ids);
    return new Map(rows.map((r) => [r.syllabus_id, r.syllabus_name]));
  }

  return { namesOf };
}
