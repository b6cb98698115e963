import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OtpChallengesTable } from '../../db/schema.js';

export type OtpChallenge = Selectable<OtpChallengesTable>;

export type OtpChallengeRepository = ReturnType<typeof createOtpChallengeRepository>;

/** One-time codes in the database: one row per purpose and target, shared by every server process. */
export function createOtpChallengeRepository(db: Db) {
  async function find(purpose: string, target: string): Promise<OtpChallenge | undefined> {
    return db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .executeTakeFirst();
  }

  /**
   * A new code for the target. Within the window the tries and sends carry on (a re-send never
   * resets them); a window that ended starts over. Answers the row as it now stands.
   */
  async function replaceCode(
    row: { purpose: string; target: string; code_hash: string; expires_at: string; payload: string | null },
    now: string,
    windowStaleAt: string,
  ): Promise<OtpChallenge> {
    return db
      .insertInto('otp_challenges')
      .values({ ...row, tries: 0, sends: 1, window_started_at: now, verified_at: null, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['purpose', 'target']).doUpdateSet((eb) => {
          const stale = eb('otp_challenges.window_started_at', '<=', windowStaleAt);
          return {
            code_hash: row.code_hash,
            expires_at: row.expires_at,
            payload: row.payload,
            verified_at: null,
            updated_at: now,
            tries: eb.case().when(stale).then(0).else(eb.ref('otp_challenges.tries')).end(),
            sends: eb
              .case()
              .when(stale)
              .then(1)
              .else(eb('otp_challenges.sends', '+', 1))
              .end(),
            window_started_at: eb.case().when(stale).then(now).else(eb.ref('otp_challenges.window_started_at')).end(),
          };
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Takes one try before the code is compared, in one statement: many guesses sent at once cannot
   * pass the limit. Undefined when there is no live code or no try left.
   */
  async function takeTry(
    purpose: string,
    target: string,
    maxTries: number,
    now: string,
  ): Promise<OtpChallenge | undefined> {
    return db
      .updateTable('otp_challenges')
      .set((eb) => ({ tries: eb('tries', '+', 1), updated_at: now }))
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('tries', '<', maxTries)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  async function markVerified(purpose: string, target: string, now: string, expiresAt: string): Promise<void> {
    await db
      .updateTable('otp_challenges')
      .set({ verified_at: now, expires_at: expiresAt, updated_at: now })
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .execute();
  }

  /** A used code is gone; only the row of that exact code goes (a newer code sent meanwhile stays). */
  async function remove(purpose: string, target: string, codeHash: string): Promise<void> {
    await db
      .deleteFrom('otp_challenges')
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('code_hash', '=', codeHash)
      .execute();
  }

  /** Drops codes that expired and that nobody touched since `before`. */
  async function prune(before: string, now: string): Promise<void> {
    await db.deleteFrom('otp_challenges').where('updated_at', '<', before).where('expires_at', '<', now).execute();
  }

  return { find, replaceCode, takeTry, markVerified, remove, prune };
}
