import { ConsentState } from '@esc/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { createAccountRepository, type AccountRepository } from './account.repository.js';
import { placementsOfPeople } from './directory.repository.js';
import { namedForReader } from './erased-names.js';

export type UserRecord = Selectable<UsersTable>;

/** One membership of a person: a school, and a section (batch) when they have one. */
export interface MembershipRow {
  user_uuid: string;
  school_id: number;
  section_id: number | null;
}

/** Accounts hold at most this many people per email or mobile (a family sharing a phone). */
const SHARED_CONTACT_LIMIT = 20;

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;

/**
 * Kysely reads of people, their memberships and parent links: identity's own tables only. Schools,
 * sections and the syllabus are asked of their owners (identity.service's directory ports).
 */
/** Publishes, in the writing transaction, that people's schools or linked children changed. */
export type PeopleMoved = (trx: Db, uuids: readonly string[]) => Promise<void>;

/** Names were changed in the writing transaction (moves the names' cache version there). */
export type PeopleRenamed = (trx: Db) => Promise<void>;

export function createIdentityRepository(db: Db, peopleMoved?: PeopleMoved, peopleRenamed?: PeopleRenamed) {
  /** Every account with this email (lower-cased), oldest first. */
  async function usersByEmail(email: string): Promise<UserRecord[]> {
    return db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .orderBy('created_at')
      .orderBy('uuid')
      .limit(SHARED_CONTACT_LIMIT)
      .execute();
  }

  /** Every account whose stored mobile is one of these forms, oldest first. */
  async function usersByMobile(forms: readonly string[]): Promise<UserRecord[]> {
    if (forms.length === 0) return [];
    return db
      .selectFrom('users')
      .selectAll()
      .where('mobile', 'in', forms)
      .orderBy('created_at')
      .orderBy('uuid')
      .limit(SHARED_CONTACT_LIMIT)
      .execute();
  }

  async function findUserByUuid(uuid: string): Promise<UserRecord | undefined> {
    const row = await db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    return row && namedForReader(row);
  }

  async function usersByUuids(uuids: readonly string[]): Promise<UserRecord[]> {
    if (uuids.length === 0) return [];
    const rows = await db.selectFrom('users').selectAll().where('uuid', 'in', uuids).execute();
    return rows.map(namedForReader);
  }

  /**
   * The guard's two questions of every signed-in call, in one query: which of these accounts exist
   * (not erased), and of those, which are a self-registered child still waiting for a parent's consent.
   */
  async function guardFacts(uuids: readonly string[]): Promise<Map<string, { waitingForConsent: boolean }>> {
    if (uuids.length === 0) return new Map();
    const rows = await db
      .selectFrom('users')
      .select((eb) => [
        'users.uuid',
        eb
          .exists(
            eb
              .selectFrom('parental_consents')
              .select('parental_consents.child_uuid')
              .whereRef('parental_consents.child_uuid', '=', 'users.uuid')
              .where('parental_consents.state', '!=', ConsentState.Given),
          )
          .as('waiting'),
      ])
      .where('users.uuid', 'in', uuids)
      // An erased account's row stays (read as "Former learner"), but its tokens end with it.
      .where('users.erased_at', 'is', null)
      .execute();
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    return new Map(rows.map((r) => [r.uuid, { waitingForConsent: Boolean(r.waiting) }]));
  }

  /** Memberships of several people in one query; the oldest first (it names the main school). */
  const membershipsOf = (uuids: readonly string[]): Promise<MembershipRow[]> => placementsOfPeople(db, uuids);

  async function childrenOf(parentUuid: string): Promise<UserRecord[]> {
    const rows = await db
      .selectFrom('parent_child_links as l')
      .innerJoin('users as u', 'u.uuid', 'l.child_uuid')
      .selectAll('u')
      .where('l.parent_uuid', '=', parentUuid)
      .orderBy('l.created_at')
      .orderBy('u.first_name')
      .execute();
    return rows.map(namedForReader);
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

  async function inChunks<T, R>(values: readonly T[], run: (part: T[]) => Promise<R[]>): Promise<R[]> {
    const out: R[] = [];
    for (let i = 0; i < values.length; i += 500) out.push(...(await run(values.slice(i, i + 500))));
    return out;
  }

  /** Every account holding one of these emails or stored mobiles (a roster file's people). */
  async function usersByContacts(emails: readonly string[], mobiles: readonly string[]): Promise<UserRecord[]> {
    const [byEmail, byMobile] = await Promise.all([
      inChunks(emails, (part) => db.selectFrom('users').selectAll().where('email', 'in', part).execute()),
      inChunks(mobiles, (part) => db.selectFrom('users').selectAll().where('mobile', 'in', part).execute()),
    ]);
    return [...new Map([...byEmail, ...byMobile].map((u) => [u.uuid, u])).values()];
  }

  async function membershipsOfMany(uuids: readonly string[]): Promise<MembershipRow[]> {
    return inChunks(uuids, (part) => membershipsOf(part));
  }

  /** Parent links in which any of these people is the parent or the child. */
  async function linksTouching(uuids: readonly string[]): Promise<{ parent_uuid: string; child_uuid: string }[]> {
    return inChunks(uuids, (part) =>
      db
        .selectFrom('parent_child_links')
        .select(['parent_uuid', 'child_uuid'])
        .where((eb) => eb.or([eb('parent_uuid', 'in', part), eb('child_uuid', 'in', part)]))
        .execute(),
    );
  }

  /** Account writes in one transaction: all of them happen, or none. */
  async function inTransaction<T>(work: (accounts: AccountRepository, trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const accounts = createAccountRepository(trx);
      const result = await work(accounts, trx);
      const moved = accounts.peopleMoved();
      if (moved.length > 0) await peopleMoved?.(trx, moved);
      if (accounts.anyRenamed()) await peopleRenamed?.(trx);
      return result;
    });
  }

  return {
    inTransaction,
    usersByEmail,
    usersByMobile,
    findUserByUuid,
    usersByUuids,
    guardFacts,
    membershipsOf,
    membershipsOfMany,
    usersByContacts,
    linksTouching,
    childrenOf,
    isLinkedChild,
  };
}
