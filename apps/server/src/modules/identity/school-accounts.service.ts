import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MembershipsTable, ParentChildLinksTable, UsersTable } from '../../db/schema.js';
import { createAccountRepository } from './account.repository.js';
import {
  createIdentityRepository,
  type PeopleMoved,
  type PeopleRenamed,
  type MembershipRow,
  type UserRecord,
} from './identity.repository.js';

/** A person as a roster import compares them. */
export type RosterPerson = Pick<
  UserRecord,
  'uuid' | 'user_type_id' | 'first_name' | 'last_name' | 'email' | 'mobile' | 'country_iso' | 'created_by_school_id'
>;

export interface RosterAccountFacts {
  users: RosterPerson[];
  memberships: MembershipRow[];
  links: { parent_uuid: string; child_uuid: string }[];
}

/** A person a roster creates: no password (they set one with their invitation). */
export type NewRosterPerson = Omit<
  Insertable<UsersTable>,
  'password_hash' | 'role' | 'gts_user_id' | 'em_user_id' | 'institute_type' | 'preferred_language'
> & { created_by_school_id: number };

export interface RosterAccountChanges {
  schoolId: number;
  create: NewRosterPerson[];
  update: { uuid: string; first_name: string; last_name: string; mobile: string | null; country_iso: string }[];
  /** Students moving section: their section memberships in the school go before the new ones. */
  moveSection: string[];
  memberships: Insertable<MembershipsTable>[];
  links: Insertable<ParentChildLinksTable>[];
}

export type SchoolAccountsService = ReturnType<typeof createSchoolAccountsService>;

/**
 * The accounts a school's roster import reads and writes (users, memberships, parent links are
 * identity's). Every call takes the caller's transaction, so the import stays all-or-nothing.
 */
export function createSchoolAccountsService({
  db,
  peopleMoved,
  peopleRenamed,
}: {
  db: Db;
  peopleMoved: PeopleMoved;
  peopleRenamed?: PeopleRenamed;
}) {
  /** The accounts of a file's emails and stored mobiles, their memberships, and the links around them. */
  async function facts(input: { emails: string[]; mobiles: string[] }, trx?: Db): Promise<RosterAccountFacts> {
    const repo = createIdentityRepository(trx ?? db);
    const users = await repo.usersByContacts(input.emails, input.mobiles);
    const uuids = users.map((u) => u.uuid);
    const links = await repo.linksTouching(uuids);
    // A parent of the file may be linked to a child of the school who is not in the file.
    const others = [...new Set(links.map((l) => l.child_uuid))].filter((u) => !uuids.includes(u));
    const memberships = await repo.membershipsOfMany([...uuids, ...others]);
    return {
      users: users.map(
        ({ uuid, user_type_id, first_name, last_name, email, mobile, country_iso, created_by_school_id }) => ({
          uuid,
          user_type_id,
          first_name,
          last_name,
          email,
          mobile,
          country_iso,
          created_by_school_id,
        }),
      ),
      memberships,
      links,
    };
  }

  /** The import's account writes, in the caller's transaction. */
  async function apply(changes: RosterAccountChanges, trx: Db): Promise<void> {
    const accounts = createAccountRepository(trx);
    await accounts.insertUsers(changes.create.map((p) => ({ ...p, password_hash: null, role: null })));
    for (const u of changes.update) {
      const { first_name, last_name, mobile, country_iso } = u;
      await accounts.updateUser(u.uuid, { first_name, last_name, mobile, country_iso });
    }
    await accounts.dropSectionMemberships(changes.schoolId, changes.moveSection);
    await accounts.insertMemberships(changes.memberships);
    await accounts.insertLinks(changes.links);
    const moved = accounts.peopleMoved();
    if (moved.length > 0) await peopleMoved(trx, moved);
    if (accounts.anyRenamed()) await peopleRenamed?.(trx);
  }

  return { facts, apply };
}
