import { isParent, isStaff } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { idsOf } from '../../platform/json-ids.js';
import { fullName, type NoticesDeps } from './notices-ports.js';
import type { NoticeRow } from './notices.repository.js';

/** The most people one notice's receipts and notification reach: a large school's whole roll and parents. */
export const MAX_AUDIENCE = 10_000;

export interface PlacedSection {
  section_id: number;
  school_id: number;
  class_id: number;
}

/** Who reads a notice board, and where they sit. */
export interface ReaderContext {
  /** Whose read receipts count: the caller (a parent reads as themselves, also their child's notices). */
  readerUuid: string;
  /** The schools the reader is a person of: their own, or their children's. */
  schools: ReadonlySet<number>;
  /** The sections the reader sits in (a parent: the active child's). */
  sections: readonly PlacedSection[];
  /** A parent's children's sections: for notices to parents. */
  childSections: readonly PlacedSection[];
}

export interface AudienceMember {
  uuid: string;
  name: string;
  role: 'learner' | 'parent';
  section_name: string | null;
}

export { idsOf };

/** Whether a notice of the sections and classes named reaches a learner of section `s`. */
function sectionMatches(row: NoticeRow, s: PlacedSection): boolean {
  if (s.school_id !== row.school_id) return false;
  const sectionIds = idsOf(row.section_ids);
  const classIds = idsOf(row.class_ids);
  if (sectionIds.length > 0) return sectionIds.includes(s.section_id);
  if (classIds.length > 0) return classIds.includes(s.class_id);
  return true;
}

/** Whether a reader is in a notice's audience (the notice's school first: another school's never is). */
export function reaches(row: NoticeRow, reader: ReaderContext): boolean {
  if (!reader.schools.has(row.school_id)) return false;
  switch (row.audience) {
    case 'school':
      return true;
    case 'classes':
    case 'sections':
      return reader.sections.some((s) => sectionMatches(row, s));
    case 'parents':
      return reader.childSections.some((s) => sectionMatches(row, s));
    default:
      return false;
  }
}

export type NoticeAudienceService = ReturnType<typeof createNoticeAudience>;

export function createNoticeAudience({ identity, directory, sections }: NoticesDeps) {
  async function placedSections(uuids: readonly string[]): Promise<{ schools: number[]; placed: PlacedSection[] }> {
    const placements = await directory.placementsOf(uuids);
    const sectionIds = [...new Set(placements.flatMap((p) => (p.section_id === null ? [] : [p.section_id])))];
    const rows = await sections.sectionsByIds(sectionIds);
    return {
      schools: [...new Set(placements.map((p) => p.school_id))],
      placed: rows.map((s) => ({ section_id: s.section_id, school_id: s.school_id, class_id: s.class_id })),
    };
  }

  /**
   * The reader a board call is about. `uuid` names whom: a parent's linked child (the active child), or
   * the caller themselves (anyone else's is refused by actingUserFor). A parent reads their child's
   * notices and the notices to parents of any of their children.
   */
  async function readerOf(caller: AuthContext, uuid?: string | null): Promise<ReaderContext> {
    const acting = await actingUserFor(caller, uuid, identity);
    if (isParent(caller.userTypeId)) {
      const children = (await identity.profile(caller.uuid)).children.map((c) => c.uuid);
      const active = acting.forChild ? [acting.uuid] : children;
      const [own, all] = await Promise.all([placedSections(active), placedSections(children)]);
      return {
        readerUuid: caller.uuid,
        schools: new Set(all.schools),
        sections: own.placed,
        childSections: all.placed,
      };
    }
    const own = await placedSections([caller.uuid]);
    // Staff read their schools' notices to the school, besides those to sections they are placed in.
    const schools = isStaff(caller.userTypeId) ? await identity.tenantSchoolIds(caller) : own.schools;
    return { readerUuid: caller.uuid, schools: new Set(schools), sections: own.placed, childSections: [] };
  }

  /** The learners (and for school-wide or parent notices, the parents) a notice is for. */
  async function membersOf(row: NoticeRow): Promise<AudienceMember[]> {
    const all = await sections.sectionsOfSchool(row.school_id);
    const chosen = all.filter((s) => sectionMatches(row, { ...s, school_id: row.school_id }));
    const rank = new Map(chosen.map((s, i) => [s.section_id, i]));
    const [learners, named] = await Promise.all([
      directory.learnersOfSections(rank, { start: 0, limit: MAX_AUDIENCE }),
      sections.sectionsByIds(chosen.map((s) => s.section_id)),
    ]);
    const sectionName = new Map(named.map((s) => [s.section_id, s.section_name]));
    const seen = new Set<string>();
    const learnerMembers: AudienceMember[] = [];
    for (const l of learners.rows) {
      if (seen.has(l.uuid)) continue;
      seen.add(l.uuid);
      learnerMembers.push({
        uuid: l.uuid,
        name: fullName(l),
        role: 'learner',
        section_name: sectionName.get(l.section_id) ?? null,
      });
    }
    if (row.audience !== 'school' && row.audience !== 'parents') return learnerMembers;
    const links = await directory.parentsOfChildren([...seen]);
    const parentUuids = [...new Set(links.map((l) => l.parent_uuid))];
    const childSection = new Map(learnerMembers.map((m) => [m.uuid, m.section_name]));
    const sectionOfParent = new Map(links.map((l) => [l.parent_uuid, childSection.get(l.child_uuid) ?? null]));
    const parents = (await directory.people(parentUuids)).map((p): AudienceMember => ({
      uuid: p.uuid,
      name: fullName(p),
      role: 'parent',
      section_name: sectionOfParent.get(p.uuid) ?? null,
    }));
    parents.sort((a, b) => a.name.localeCompare(b.name));
    return row.audience === 'parents' ? parents : [...learnerMembers, ...parents];
  }

  return { readerOf, membersOf };
}
