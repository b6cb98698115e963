import type { SchoolSummary, SectionSummary } from '@esc/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { createAccountRepository, type AccountRepository } from './account.repository.js';

export type UserRecord = Selectable<UsersTable>;

/** One membership of a person: their school, and the section (batch) when they have one. */
export interface MembershipRecord {
  userUuid: string;
  school: SchoolSummary;
  section: SectionSummary | null;
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

/** Kysely queries for people, their schools, sections and parent links. */
export function createIdentityRepository(db: Db) {
  async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async function findUserByMobile(mobile: string): Promise<UserRecord | undefined> {
    return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  }

  async function findUserByUuid(uuid: string): Promise<UserRecord | undefined> {
    return db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  }

  /** Memberships of several people in one query, ordered so the first one is the main school. */
  async function membershipsOf(uuids: readonly string[]): Promise<MembershipRecord[]> {
    if (uuids.length === 0) return [];
    const rows = await db
      .selectFrom('memberships as m')
      .innerJoin('schools as sc', 'sc.school_id', 'm.school_id')
      .leftJoin('sections as s', 's.section_id', 'm.section_id')
      .leftJoin('syllabus_nodes as b', 'b.syllabus_id', 's.board_id')
      .leftJoin('syllabus_nodes as c', 'c.syllabus_id', 's.class_id')
      .select([
        'm.user_uuid',
        'sc.school_id',
        'sc.school_name',
        'sc.institute_type',
        'sc.school_status',
        's.section_id',
        's.section_name',
        's.board_id',
        'b.syllabus_name as board_name',
        's.class_id',
        'c.syllabus_name as class_name',
      ])
      .where('m.user_uuid', 'in', uuids)
      // Oldest membership first (it names the main school); then by section for a stable order.
      .orderBy('m.created_at')
      .orderBy('s.section_id')
      .orderBy('m.id')
      .execute();
    return rows.map((r) => ({
      userUuid: r.user_uuid,
      school: {
        school_id: r.school_id,
        school_name: r.school_name,
        institute_type: r.institute_type,
        school_status: r.school_status,
      },
      section:
        r.section_id === null
          ? null
          : {
              section_id: r.section_id,
              section_name: r.section_name ?? '',
              board_id: r.board_id ?? 0,
              board_name: r.board_name ?? '',
              class_id: r.class_id ?? 0,
              class_name: r.class_name ?? '',
            },
    }));
  }

  async function childrenOf(parentUuid: string): Promise<UserRecord[]> {
    return db
      .selectFrom('parent_child_links as l')
      .innerJoin('users as u', 'u.uuid', 'l.child_uuid')
      .selectAll('u')
      .where('l.parent_uuid', '=', parentUuid)
      .orderBy('l.created_at')
      .orderBy('u.first_name')
      .execute();
  }

  async function isLinkedChild(parentUuid: string, childUuid: string): Promise<boolean> {
    const row = await db
      .selectFrom('parent_child_links')
      .select('child_uuid')
      .where('parent_uuid', '=', parentUuid)
      .where('child_uuid', '=', childUuid)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every section of a school: what a school admin administers. */
  async function sectionsOfSchool(schoolId: number): Promise<SectionSummary[]> {
    const rows = await db
      .selectFrom('sections as s')
      .innerJoin('syllabus_nodes as b', 'b.syllabus_id', 's.board_id')
      .innerJoin('syllabus_nodes as c', 'c.syllabus_id', 's.class_id')
      .select([
        's.section_id',
        's.section_name',
        's.board_id',
        'b.syllabus_name as board_name',
        's.class_id',
        'c.syllabus_name as class_name',
      ])
      .where('s.school_id', '=', schoolId)
      .orderBy('s.section_id')
      .execute();
    return rows;
  }

  /** Account writes (sign-up) in one transaction: all of them happen, or none. */
  async function inTransaction<T>(work: (accounts: AccountRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(createAccountRepository(trx)));
  }

  return {
    inTransaction,
    findUserByEmail,
    findUserByMobile,
    findUserByUuid,
    membershipsOf,
    childrenOf,
    isLinkedChild,
    sectionsOfSchool,
  };
}
