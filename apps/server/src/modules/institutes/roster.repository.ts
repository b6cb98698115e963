import type { Insertable, Kysely } from 'kysely';
import type { Database, MembershipsTable, ParentChildLinksTable, SectionsTable, UsersTable } from '../../db/schema.js';

/** Rows a single INSERT carries: well under the bound-parameter limits of SQLite and PostgreSQL. */
const INSERT_CHUNK = 200;

export interface RosterUser {
  uuid: string;
  user_type_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  country_iso: string;
}

export interface RosterSchoolSection {
  section_id: number;
  section_name: string;
  board_id: number;
  class_id: number;
  valid_from: string;
  valid_until: string | null;
}

export interface RosterContext {
  sections: RosterSchoolSection[];
  nodes: { syllabus_id: number; syllabus_type_id: number; parent_id: number | null }[];
  users: RosterUser[];
  memberships: { user_uuid: string; school_id: number; section_id: number | null }[];
  links: { parent_uuid: string; child_uuid: string }[];
  licences: {
    id: string;
    package_id: number;
    package_status: number;
    allowed_student_count: number;
    allowed_teacher_count: number;
    allowed_esc_count: number;
    consumed_student_license: number;
    consumed_teacher_license: number;
    registered_esc_count: number;
    valid_until: string | null;
  }[];
}

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export type RosterRepository = ReturnType<typeof createRosterRepository>;

/** Set-based reads and writes of the roster import: a handful of queries for a whole file. */
export function createRosterRepository(db: Kysely<Database>) {
  /** Everything a file is checked against, read in a handful of queries (inside the apply transaction, too). */
  async function context(
    schoolId: number,
    input: { emails: string[]; mobiles: string[]; syllabusIds: number[] },
  ): Promise<RosterContext> {
    const [sections, nodes, byEmail, byMobile, licences] = await Promise.all([
      db
        .selectFrom('sections')
        .select(['section_id', 'section_name', 'board_id', 'class_id', 'valid_from', 'valid_until'])
        .where('school_id', '=', schoolId)
        .execute(),
      input.syllabusIds.length === 0
        ? []
        : db
            .selectFrom('syllabus_nodes')
            .select(['syllabus_id', 'syllabus_type_id', 'parent_id'])
            .where('syllabus_id', 'in', input.syllabusIds)
            .execute(),
      usersWhere('email', input.emails),
      usersWhere('mobile', input.mobiles),
      db.selectFrom('licences').selectAll().where('school_id', '=', schoolId).orderBy('package_id').execute(),
    ]);
    const users = [...new Map([...byEmail, ...byMobile].map((u) => [u.uuid, u])).values()];
    const uuids = users.map((u) => u.uuid);
    const [memberships, links] = await Promise.all([
      inChunks(uuids, (part) =>
        db
          .selectFrom('memberships')
          .select(['user_uuid', 'school_id', 'section_id'])
          .where('user_uuid', 'in', part)
          .execute(),
      ),
      inChunks(uuids, (part) =>
        db
          .selectFrom('parent_child_links')
          .select(['parent_uuid', 'child_uuid'])
          .where((eb) => eb.or([eb('parent_uuid', 'in', part), eb('child_uuid', 'in', part)]))
          .execute(),
      ),
    ]);
    // A parent of the file may be linked to a child of this school who is not in the file.
    const linkedChildren = [...new Set(links.map((l) => l.child_uuid))].filter((u) => !uuids.includes(u));
    const childMemberships = await inChunks(linkedChildren, (part) =>
      db
        .selectFrom('memberships')
        .select(['user_uuid', 'school_id', 'section_id'])
        .where('user_uuid', 'in', part)
        .execute(),
    );
    return { sections, nodes, users, memberships: [...memberships, ...childMemberships], links, licences };
  }

  async function inChunks<T, R>(values: readonly T[], run: (part: T[]) => Promise<R[]>): Promise<R[]> {
    const out: R[] = [];
    for (const part of chunks(values, 500)) out.push(...(await run(part)));
    return out;
  }

  function usersWhere(column: 'email' | 'mobile', values: readonly string[]): Promise<RosterUser[]> {
    return inChunks(values, (part) =>
      db
        .selectFrom('users')
        .select(['uuid', 'user_type_id', 'first_name', 'last_name', 'email', 'mobile', 'country_iso'])
        .where(column, 'in', part)
        .execute(),
    );
  }

  async function nextSectionId(): Promise<number> {
    const row = await db
      .selectFrom('sections')
      .select((eb) => eb.fn.max('section_id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0) + 1;
  }

  async function insertSections(rows: Insertable<SectionsTable>[]): Promise<void> {
    for (const part of chunks(rows)) await db.insertInto('sections').values(part).execute();
  }

  async function updateSection(sectionId: number, set: { valid_from: string; valid_until: string | null }) {
    const { valid_from, valid_until } = set;
    await db.updateTable('sections').set({ valid_from, valid_until }).where('section_id', '=', sectionId).execute();
  }

  async function insertUsers(rows: Insertable<UsersTable>[]): Promise<void> {
    for (const part of chunks(rows)) await db.insertInto('users').values(part).execute();
  }

  async function updateUser(
    uuid: string,
    set: { first_name: string; last_name: string; mobile: string | null; country_iso: string },
  ) {
    const { first_name, last_name, mobile, country_iso } = set;
    await db
      .updateTable('users')
      .set({ first_name, last_name, mobile, country_iso })
      .where('uuid', '=', uuid)
      .execute();
  }

  async function insertMemberships(rows: Insertable<MembershipsTable>[]): Promise<void> {
    for (const part of chunks(rows)) await db.insertInto('memberships').values(part).execute();
  }

  /** A student moves section: their section memberships in this school go, the new one is inserted after. */
  async function dropSectionMemberships(schoolId: number, uuids: readonly string[]): Promise<void> {
    for (const part of chunks(uuids, 500)) {
      await db
        .deleteFrom('memberships')
        .where('school_id', '=', schoolId)
        .where('section_id', 'is not', null)
        .where('user_uuid', 'in', part)
        .execute();
    }
  }

  async function insertLinks(rows: Insertable<ParentChildLinksTable>[]): Promise<void> {
    for (const part of chunks(rows)) await db.insertInto('parent_child_links').values(part).execute();
  }

  async function consumeSeats(licenceId: string, students: number, teachers: number): Promise<void> {
    await db
      .updateTable('licences')
      .set((eb) => ({
        consumed_student_license: eb('consumed_student_license', '+', students),
        consumed_teacher_license: eb('consumed_teacher_license', '+', teachers),
      }))
      .where('id', '=', licenceId)
      .execute();
  }

  return {
    context,
    nextSectionId,
    insertSections,
    updateSection,
    insertUsers,
    updateUser,
    insertMemberships,
    dropSectionMemberships,
    insertLinks,
    consumeSeats,
  };
}
