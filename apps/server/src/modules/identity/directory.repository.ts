import { SCHOOL_ADMIN_ROLE, UserType } from '@esc/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { queryShape, slot } from '../../platform/db/query-shape.js';
import { namedForReader } from './erased-names.js';

/** A person as school screens list them. */
export interface PersonRecord {
  uuid: string;
  user_type_id: number;
  role: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
}

/** One membership row: the school, and the section (batch) when there is one. */
export interface PlacementRecord {
  user_uuid: string;
  school_id: number;
  section_id: number | null;
}

/**
 * Memberships of several people in one query, the oldest first (it names the main school), in the
 * order membershipsOf gives one person's, so the same first school and section whoever asks.
 */
export async function placementsOfPeople(db: Db, uuids: readonly string[]): Promise<PlacementRecord[]> {
  if (uuids.length === 0) return [];
  return db
    .selectFrom('memberships')
    .select(['user_uuid', 'school_id', 'section_id'])
    .where('user_uuid', 'in', uuids)
    .orderBy('created_at')
    .orderBy('section_id')
    .orderBy('id')
    .execute();
}

export interface PagedPeople<T> {
  rows: T[];
  total: number;
}

/** user_type_ids that are not staff: guests, learners and parents. */
export const NON_STAFF_TYPES = [
  UserType.Guest,
  UserType.Student,
  UserType.Parent,
  UserType.GuidedA,
  UserType.GuidedB,
  UserType.GuidedC,
];
export const LEARNER_TYPES = [UserType.Student, UserType.GuidedA, UserType.GuidedB, UserType.GuidedC];

const personColumns = [
  'u.uuid',
  'u.user_type_id',
  'u.role',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.mobile',
  'u.erased_at',
] as const;

/** A row read with personColumns as screens show it: an erased account named in the reader's language. */
function shown<T extends PersonRecord & { erased_at: string | null }>(row: T): Omit<T, 'erased_at'> {
  const { erased_at: _erased, ...person } = namedForReader(row);
  return person;
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;

/**
 * The school directory: people and where they are placed (users and memberships), read in sets for
 * the institutes module's screens. Sections are named by section id only; their owner names them.
 */
export function createDirectoryRepository(db: Db) {
  async function peopleByUuids(uuids: readonly string[]): Promise<PersonRecord[]> {
    if (uuids.length === 0) return [];
    const rows = await db.selectFrom('users as u').select(personColumns).where('u.uuid', 'in', uuids).execute();
    return rows.map(shown);
  }

  /** The names of these people, an erased account's empty ones with when it was erased. */
  async function namesByUuids(uuids: readonly string[]) {
    if (uuids.length === 0) return [];
    return db
      .selectFrom('users')
      .select(['uuid', 'user_type_id', 'first_name', 'last_name', 'erased_at'])
      .where('uuid', 'in', uuids)
      .execute();
  }

  // Read on every homework list of a learner (their sections): built and compiled once.
  const membershipsShape = queryShape<
    { uuid: string },
    { id: string; user_uuid: string; school_id: number; section_id: number | null; created_at: string }
  >(() =>
    db
      .selectFrom('memberships')
      .select(['id', 'user_uuid', 'school_id', 'section_id', 'created_at'])
      .where('user_uuid', '=', slot<string>('uuid'))
      .orderBy('created_at')
      .orderBy('section_id')
      .orderBy('id'),
  );

  /** The memberships of a person, oldest (the main school) first. */
  async function membershipsOf(uuid: string) {
    return membershipsShape.execute(db, { uuid });
  }

  /** Memberships of several people in one query, oldest first. */
  const membershipsOfPeople = (uuids: readonly string[]) => placementsOfPeople(db, uuids);

  /** The school admins (role SCHOOL_ADMIN) of these schools: who answers for a school with no one else named. */
  async function adminsOfSchools(schoolIds: readonly number[]): Promise<{ uuid: string; school_id: number }[]> {
    if (schoolIds.length === 0) return [];
    return db
      .selectFrom('memberships')
      .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
      .select(['users.uuid as uuid', 'memberships.school_id as school_id'])
      .where('memberships.school_id', 'in', schoolIds)
      .where('users.user_type_id', '=', UserType.SchoolAdminOrInstituteTeacher)
      .where('users.role', '=', SCHOOL_ADMIN_ROLE)
      .distinct()
      .execute();
  }

  /** The learners placed in a school, erased ones included (their records are still the school's). */
  async function learnersOfSchool(schoolId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('memberships')
      .innerJoin('users', 'users.uuid', 'memberships.user_uuid')
      .select('users.uuid as uuid')
      .where('memberships.school_id', '=', schoolId)
      .where('users.user_type_id', 'in', LEARNER_TYPES)
      .distinct()
      .execute();
    return rows.map((r) => r.uuid);
  }

  /** Staff placed in the given sections. */
  async function staffOfSections(sectionIds: readonly number[]) {
    if (sectionIds.length === 0) return [];
    const rows = await db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .select([...personColumns, 'm.section_id'])
      .where('m.section_id', 'in', sectionIds)
      .where('u.user_type_id', 'not in', NON_STAFF_TYPES)
      .execute();
    return rows.map(shown);
  }

  /**
   * Learners placed in the given sections, a page of them and how many there are. `rank` orders the
   * sections (its owner knows their names); learners then by name.
   */
  async function learnersOfSections(
    rank: ReadonlyMap<number, number>,
    page: { start: number; limit: number },
  ): Promise<PagedPeople<PersonRecord & { school_id: number; section_id: number }>> {
    const sectionIds = [...rank.keys()];
    if (sectionIds.length === 0) return { rows: [], total: 0 };
    const base = db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .where('m.section_id', 'in', sectionIds)
      .where('u.user_type_id', 'in', LEARNER_TYPES);
    const [rows, count] = await Promise.all([
      base
        .select([...personColumns, 'm.school_id', 'm.section_id'])
        .orderBy((eb) => {
          const [first, ...rest] = [...rank];
          let ranked = eb.case().when('m.section_id', '=', first![0]).then(first![1]);
          for (const [id, n] of rest) ranked = ranked.when('m.section_id', '=', id).then(n);
          return ranked.end();
        })
        // Former learners (erased, their names empty) after the class's learners, not before them.
        .orderBy((eb) => eb.case().when('u.erased_at', 'is', null).then(0).else(1).end())
        .orderBy('u.first_name')
        .orderBy('u.last_name')
        .orderBy('u.uuid')
        .offset(page.start)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...shown(r), section_id: r.section_id! })), total: Number(count.n) };
  }

  async function learnerCountsBySection(sectionIds: readonly number[]): Promise<Map<number, number>> {
    if (sectionIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
      .select(['m.section_id', (eb) => eb.fn.countAll().as('n')])
      .where('m.section_id', 'in', sectionIds)
      .where('u.user_type_id', 'in', LEARNER_TYPES)
      .groupBy('m.section_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.section_id), Number(r.n)]));
  }

  /**
   * Staff of the given schools matching a search text, a page and the total. With `inSections`, only
   * those placed in one of its sections or named in its `orPeople` (the section owner's teachers).
   */
  async function searchStaff(
    schoolIds: readonly number[],
    filter: { text?: string; inSections?: { sectionIds: readonly number[]; orPeople: readonly string[] } | null },
    page: { start: number; limit: number },
  ): Promise<PagedPeople<PersonRecord>> {
    if (schoolIds.length === 0) return { rows: [], total: 0 };
    let base = db
      .selectFrom('users as u')
      .where('u.user_type_id', 'not in', NON_STAFF_TYPES)
      .where('u.uuid', 'in', db.selectFrom('memberships').select('user_uuid').where('school_id', 'in', schoolIds));
    if (filter.inSections) {
      const ids = filter.inSections.sectionIds.length > 0 ? filter.inSections.sectionIds : [-1];
      const people = filter.inSections.orPeople;
      base = base.where((eb) =>
        eb.or([
          ...(people.length > 0 ? [eb('u.uuid', 'in', people)] : []),
          eb('u.uuid', 'in', eb.selectFrom('memberships').select('user_uuid').where('section_id', 'in', ids)),
        ]),
      );
    }
    const text = filter.text?.trim().toLowerCase();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      base = base.where((eb) =>
        eb.or([
          eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', sql`${like} escape '\\'`),
          eb(sql`lower(coalesce(u.email, ''))`, 'like', sql`${like} escape '\\'`),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      base
        .select(personColumns)
        .orderBy('u.first_name')
        .orderBy('u.last_name')
        .orderBy('u.uuid')
        .offset(page.start)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(shown), total: Number(count.n) };
  }

  /** New creation times for some memberships of a person, in one transaction. */
  async function reorderMemberships(order: readonly { id: string; created_at: string }[]): Promise<void> {
    if (order.length === 0) return;
    await db.transaction().execute(async (trx) => {
      for (const m of order) {
        await trx.updateTable('memberships').set({ created_at: m.created_at }).where('id', '=', m.id).execute();
      }
    });
  }

  /** The parents linked to the children (who hears of a child's homework). */
  async function parentsOfChildren(childUuids: readonly string[]) {
    if (childUuids.length === 0) return [];
    return db
      .selectFrom('parent_child_links')
      .select(['parent_uuid', 'child_uuid'])
      .where('child_uuid', 'in', childUuids)
      .execute();
  }

  /** The children linked to these parents. */
  async function childrenOfParents(parentUuids: readonly string[]) {
    if (parentUuids.length === 0) return [];
    return db
      .selectFrom('parent_child_links')
      .select(['parent_uuid', 'child_uuid'])
      .where('parent_uuid', 'in', parentUuids)
      .execute();
  }

  /** The language each person chose (null: none chosen). */
  async function preferredLanguages(uuids: readonly string[]) {
    if (uuids.length === 0) return [];
    return db.selectFrom('users').select(['uuid', 'preferred_language']).where('uuid', 'in', uuids).execute();
  }

  return {
    parentsOfChildren,
    childrenOfParents,
    preferredLanguages,
    peopleByUuids,
    namesByUuids,
    membershipsOf,
    membershipsOfPeople,
    adminsOfSchools,
    staffOfSections,
    learnersOfSections,
    learnersOfSchool,
    learnerCountsBySection,
    searchStaff,
    reorderMemberships,
  };
}
