import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@esc/contracts/languages';
import type { DirectoryRepository } from './directory.repository.js';
import type { PortSlot } from './school-ports.js';

export type PersonLanguages = ReturnType<typeof createPersonLanguages>;

/** Sets larger than this are read in slices, so no query carries an unbounded list of ids. */
const SLICE = 1000;

/**
 * The language every message to a person is written in: the one they chose (users.preferred_language);
 * else the default of their school (their main school, or for a parent placed in none, their first
 * linked child's); else English. Read for a set in a fixed number of queries, whatever its size.
 */
export function createPersonLanguages({ repo, ports }: { repo: DirectoryRepository; ports: PortSlot }) {
  /** Each person's main school: their oldest membership's, or their first child's for a parent placed nowhere. */
  async function mainSchools(uuids: readonly string[]): Promise<Map<string, number>> {
    const schoolOf = new Map<string, number>();
    for (const m of await repo.membershipsOfPeople(uuids)) {
      if (!schoolOf.has(m.user_uuid)) schoolOf.set(m.user_uuid, m.school_id);
    }
    const unplaced = uuids.filter((u) => !schoolOf.has(u));
    const links = await repo.childrenOfParents(unplaced);
    if (links.length === 0) return schoolOf;
    const childSchool = new Map<string, number>();
    for (const m of await repo.membershipsOfPeople([...new Set(links.map((l) => l.child_uuid))])) {
      if (!childSchool.has(m.user_uuid)) childSchool.set(m.user_uuid, m.school_id);
    }
    for (const link of links) {
      const school = childSchool.get(link.child_uuid);
      if (school !== undefined && !schoolOf.has(link.parent_uuid)) schoolOf.set(link.parent_uuid, school);
    }
    return schoolOf;
  }

  async function slice(uuids: readonly string[], out: Map<string, LanguageCode>): Promise<void> {
    const chosen = await repo.preferredLanguages(uuids);
    const open: string[] = [];
    for (const row of chosen) {
      if (isLanguageCode(row.preferred_language)) out.set(row.uuid, row.preferred_language);
      else open.push(row.uuid);
    }
    if (open.length === 0) return;
    const schoolOf = await mainSchools(open);
    const schools = await ports.get().schoolsByIds([...new Set(schoolOf.values())]);
    const defaults = new Map(schools.map((s) => [s.school_id, s.default_language]));
    for (const uuid of open) {
      const fallback = defaults.get(schoolOf.get(uuid) ?? -1);
      out.set(uuid, isLanguageCode(fallback) ? fallback : DEFAULT_LANGUAGE);
    }
  }

  /** The language of each of these people (English for a uuid that names nobody). */
  async function languagesOf(uuids: readonly string[]): Promise<Map<string, LanguageCode>> {
    const unique = [...new Set(uuids)];
    const out = new Map<string, LanguageCode>();
    for (let i = 0; i < unique.length; i += SLICE) await slice(unique.slice(i, i + SLICE), out);
    for (const uuid of unique) if (!out.has(uuid)) out.set(uuid, DEFAULT_LANGUAGE);
    return out;
  }

  async function languageOf(uuid: string): Promise<LanguageCode> {
    return (await languagesOf([uuid])).get(uuid) ?? DEFAULT_LANGUAGE;
  }

  /** Each school's default language (English where it set none): what is written to a school's named officer. */
  async function schoolLanguagesOf(schoolIds: readonly number[]): Promise<Map<number, LanguageCode>> {
    const schools = await ports.get().schoolsByIds([...new Set(schoolIds)]);
    const out = new Map<number, LanguageCode>(schoolIds.map((id) => [id, DEFAULT_LANGUAGE]));
    for (const s of schools) if (isLanguageCode(s.default_language)) out.set(s.school_id, s.default_language);
    return out;
  }

  return { languagesOf, languageOf, schoolLanguagesOf };
}
