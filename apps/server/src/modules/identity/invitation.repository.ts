import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { InvitationsTable } from '../../db/schema.js';

export type InvitationRecord = Selectable<InvitationsTable>;

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;

/** Invitations of imported people, by the hash of their code; over the database or a transaction. */
export function createInvitationRepository(db: Db) {
  async function insert(rows: readonly Insertable<InvitationsTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('invitations')
        .values(rows.slice(i, i + 200))
        .execute();
  }

  async function findByCodeHash(codeHash: string): Promise<InvitationRecord | undefined> {
    return db.selectFrom('invitations').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
  }

  /** Marks it used, only if nobody used it first: two tabs accepting at once, one wins. */
  async function accept(id: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('invitations')
      .set({ accepted_at: at })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A new invitation replaces the open ones of the same person (a second import, a lost code). */
  async function withdrawOpen(userUuids: readonly string[], at: string): Promise<void> {
    for (let i = 0; i < userUuids.length; i += 500) {
      await db
        .updateTable('invitations')
        .set({ expires_at: at })
        .where('user_uuid', 'in', userUuids.slice(i, i + 500))
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', at)
        .execute();
    }
  }

  return { insert, findByCodeHash, accept, withdrawOpen };
}
