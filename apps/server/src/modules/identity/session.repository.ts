import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RefreshTokensTable } from '../../db/schema.js';

export type RefreshTokenRecord = Selectable<RefreshTokensTable>;

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Refresh tokens (by sha-256), kept in the database so every server process agrees. */
export function createSessionRepository(db: Db) {
  async function inTransaction<T>(work: (repo: SessionRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(createSessionRepository(trx)));
  }

  async function insertRefreshToken(row: Insertable<RefreshTokensTable>): Promise<void> {
    await db.insertInto('refresh_tokens').values(row).execute();
  }

  async function findRefreshTokenByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /**
   * Marks a token used only if nobody used or revoked it first. The condition is what makes two
   * concurrent refreshes safe on both engines: the second update matches no row.
   */
  async function markUsed(id: string, usedAt: string, replacedBy: string): Promise<boolean> {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ used_at: usedAt, replaced_by: replacedBy })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function revokeFamily(familyId: string, revokedAt: string): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: revokedAt })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Every session of the account ends: each refresh-token family is revoked (a password reset). */
  async function revokeAllOfUser(userUuid: string, revokedAt: string): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: revokedAt })
      .where('user_uuid', '=', userUuid)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    inTransaction,
    insertRefreshToken,
    findRefreshTokenByHash,
    markUsed,
    revokeFamily,
    revokeAllOfUser,
  };
}
