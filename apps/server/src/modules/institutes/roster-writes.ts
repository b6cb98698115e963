import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { MembershipsTable, SectionsTable } from '../../db/schema.js';
import type { RosterAccountChanges } from '../identity/identity.module.js';
import { KIND_TYPE, type PlannedPerson, type RosterPlan } from './roster-analysis.js';

export interface RosterWrites {
  newSections: Insertable<SectionsTable>[];
  accounts: RosterAccountChanges;
  /** People the file creates: each gets an invitation. */
  created: (PlannedPerson & { uuid: string })[];
  /** Links to existing parent accounts the school did not create: they wait for the parent's code. */
  pendingLinks: { parentUuid: string; childUuid: string }[];
  counts: { sections: number; students: number; teachers: number; parents: number; parent_links: number };
  updated: number;
}

/**
 * The writes of a checked plan, as rows: sections for institutes, people, memberships and links for
 * identity. Nothing is written here.
 */
export function rosterWrites(input: {
  plan: RosterPlan;
  schoolId: number;
  now: string;
  firstSectionId: number;
}): RosterWrites {
  const { plan, schoolId, now } = input;
  const sectionIds = new Map([...plan.schoolSections].map(([name, s]) => [name, s.section_id]));
  let nextId = input.firstSectionId;
  const newSections = plan.newSections.map((s) => {
    const section_id = nextId++;
    sectionIds.set(s.name, section_id);
    return {
      section_id,
      school_id: schoolId,
      board_id: s.board_id,
      class_id: s.class_id,
      section_name: s.name,
      valid_from: s.valid_from,
      valid_until: s.valid_until,
      section_master_website_id: section_id,
      batch_type: null,
    };
  });

  const counts = { sections: newSections.length, students: 0, teachers: 0, parents: 0, parent_links: 0 };
  const uuidByEmail = new Map<string, string>();
  const created = plan.people
    .filter((p) => !p.existing)
    .map((p) => {
      const uuid = randomUUID();
      uuidByEmail.set(p.email, uuid);
      counts[`${p.kind}s`] += 1;
      return { ...p, uuid };
    });
  const existing = plan.people.filter((p) => p.existing);
  for (const p of existing) uuidByEmail.set(p.email, p.existing!.uuid);

  const memberships = plan.people.flatMap((p): Insertable<MembershipsTable>[] => {
    const user_uuid = uuidByEmail.get(p.email)!;
    if (p.kind === 'parent') return [];
    // A new teacher without a section is still placed in the school.
    if (!p.existing && p.addSections.length === 0) {
      return [{ id: randomUUID(), user_uuid, school_id: schoolId, section_id: null, created_at: now }];
    }
    return p.addSections.map((n) => ({
      id: randomUUID(),
      user_uuid,
      school_id: schoolId,
      section_id: sectionIds.get(n)!,
      created_at: now,
    }));
  });

  // People of the file by their new or existing uuid; others named by a link were found by the analysis.
  const links = plan.links.map((l) => ({
    parentUuid: uuidByEmail.get(l.parentEmail) ?? l.parentUuid!,
    childUuid: uuidByEmail.get(l.childEmail) ?? l.childUuid!,
    confirm: l.confirm,
  }));
  const direct = links.filter((l) => !l.confirm);
  counts.parent_links = direct.length;

  return {
    newSections,
    accounts: {
      schoolId,
      create: created.map((p) => ({
        uuid: p.uuid,
        user_type_id: KIND_TYPE[p.kind],
        first_name: p.first_name,
        last_name: p.last_name,
        email: p.email,
        mobile: p.mobile,
        country_iso: p.country_iso,
        created_at: now,
        created_by_school_id: schoolId,
      })),
      update: existing.filter((p) => p.updateFields).map((p) => ({ uuid: p.existing!.uuid, ...fieldsOf(p) })),
      moveSection: existing.filter((p) => p.moveSection).map((p) => p.existing!.uuid),
      memberships,
      links: direct.map((l) => ({ parent_uuid: l.parentUuid, child_uuid: l.childUuid, created_at: now })),
    },
    created,
    pendingLinks: links.filter((l) => l.confirm).map(({ parentUuid, childUuid }) => ({ parentUuid, childUuid })),
    counts,
    updated: plan.changedSections.length + existing.length,
  };
}

function fieldsOf(p: PlannedPerson) {
  return { first_name: p.first_name, last_name: p.last_name, mobile: p.mobile, country_iso: p.country_iso };
}
