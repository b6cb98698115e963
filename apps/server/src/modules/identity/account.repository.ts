import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MembershipsTable, ParentChildLinksTable, UsersTable } from '../../db/schema.js';

/** Rows a single INSERT carries: well under the bound-parameter limits of SQLite and PostgreSQL. */
const INSERT_CHUNK = 200;

function chunks<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

/**
 * Writes of people, memberships and parent links. Built over the database or over a transaction
 * (sign-up, a roster import), so a failed step leaves nothing behind.
 */
export function createAccountRepository(db: Db) {
  // People whose schools or parent links these writes changed: the caches of whose schools a person
  // sees are told once the writes commit (identity.memberships-changed).
  const moved = new Set<string>();
  // Whether these writes changed anybody's name (answers that show names are kept under a version).
  let renamed = false;

  async function insertUsers(rows: readonly Insertable<UsersTable>[]): Promise<void> {
    for (const part of chunks(rows)) await db.insertInto('users').values(part).execute();
  }

  async function updateUser(uuid: string, set: Updateable<UsersTable>): Promise<void> {
    await db.updateTable('users').set(set).where('uuid', '=', uuid).execute();
    if (set.first_name !== undefined || set.last_name !== undefined) renamed = true;
  }

  /** Sets the password hash of several accounts (a reset by a shared email or mobile names all of them). */
  async function setPasswordHash(uuids: readonly string[], hash: string): Promise<void> {
    if (uuids.length === 0) return;
    await db.updateTable('users').set({ password_hash: hash }).where('uuid', 'in', uuids).execute();
  }

  /** Redoes a hash at a higher cost only if it did not change meanwhile (another sign-in did it first). */
  async function replacePasswordHash(uuid: string, previous: string, next: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ password_hash: next })
      .where('uuid', '=', uuid)
      .where('password_hash', '=', previous)
      .execute();
  }

  async function insertMemberships(rows: readonly Insertable<MembershipsTable>[]): Promise<void> {
    for (const row of rows) moved.add(row.user_uuid);
    for (const part of chunks(rows)) await db.insertInto('memberships').values(part).execute();
  }

  /** A student moves section: their section memberships in the school go, the new one is inserted after. */
  async function dropSectionMemberships(schoolId: number, uuids: readonly string[]): Promise<void> {
    for (const uuid of uuids) moved.add(uuid);
    for (const part of chunks(uuids, 500)) {
      await db
        .deleteFrom('memberships')
        .where('school_id', '=', schoolId)
        .where('section_id', 'is not', null)
        .where('user_uuid', 'in', part)
        .execute();
    }
  }

  /** Links that exist already are left as they are. */
  async function insertLinks(rows: readonly Insertable<ParentChildLinksTable>[]): Promise<void> {
    for (const row of rows) moved.add(row.parent_uuid);
    for (const part of chunks(rows)) {
      await db
        .insertInto('parent_child_links')
        .values(part)
        .onConflict((oc) => oc.columns(['parent_uuid', 'child_uuid']).doNothing())
        .execute();
    }
  }

  return {
    insertUsers,
    updateUser,
    setPasswordHash,
    replacePasswordHash,
    insertMemberships,
    dropSectionMemberships,
    insertLinks,
    /** Who these writes gave or took a school or a linked child. */
    peopleMoved: (): string[] => [...moved],
    /** Whether a name was written. */
    anyRenamed: (): boolean => renamed,
  };
}
