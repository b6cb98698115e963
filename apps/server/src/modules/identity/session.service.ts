import { randomUUID } from 'node:crypto';
import type { GuestLoginData, LoginData, RefreshData } from '@esc/contracts';
import { UserType } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../platform/auth/password.js';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityRepository, UserRecord } from './identity.repository.js';
import type { IdentityService } from './identity.service.js';
import type { SessionRepository } from './session.repository.js';
import type { LoginThrottle } from './login-throttle.js';
import type { SecurityEvents } from '../../platform/security/security-events.repository.js';
import { findAccounts } from './username.js';

export interface SessionPolicy {
  refreshTokenTtlDays: number;
  /** scrypt cost of new hashes; cheaper stored hashes are redone at the next sign-in. */
  passwordScryptN: number;
}

export interface SessionServiceDeps {
  identityRepo: IdentityRepository;
  sessionRepo: SessionRepository;
  identity: IdentityService;
  tokens: TokenService;
  policy: SessionPolicy;
  loginThrottle: LoginThrottle;
  security: Pick<SecurityEvents, 'record'>;
  clock: () => number;
  log: FastifyBaseLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

export type SessionService = ReturnType<typeof createSessionService>;

/** Sign-in, guest sessions, refresh-token rotation with reuse detection, sign-out. */
export function createSessionService(deps: SessionServiceDeps) {
  const { identityRepo, sessionRepo, identity, tokens, policy, loginThrottle, security, clock, log } = deps;

  /**
   * The accounts a sign-in name names (several may share an email or mobile, spec 002 §5.1), and the
   * key its failures count under: the first account, or the name itself when nobody has it (so the
   * limit does not reveal who has an account).
   */
  async function accountsNamed(username: string): Promise<{ users: UserRecord[]; accountKey: string }> {
    const users = await findAccounts(identityRepo, username);
    const name = username.trim().toLowerCase();
    return { users, accountKey: users[0] ? `user:${users[0].uuid}` : `name:${name}` };
  }

  /** The account whose password this is, or undefined; an unknown name costs the time of a wrong password. */
  async function accountWithPassword(users: readonly UserRecord[], password: string): Promise<UserRecord | undefined> {
    let checked = false;
    for (const user of users) {
      if (!user.password_hash) continue;
      checked = true;
      if (await verifyPassword(password, user.password_hash)) return user;
    }
    if (!checked) await verifyAgainstDummy(password, policy.passwordScryptN);
    return undefined;
  }

  /** A hash made at a lower cost is redone while the password is at hand. */
  async function upgradeHash(user: UserRecord, password: string): Promise<void> {
    if (!user.password_hash || !needsRehash(user.password_hash, policy.passwordScryptN)) return;
    const next = await hashPassword(password, policy.passwordScryptN);
    await identityRepo.inTransaction((accounts) => accounts.replacePasswordHash(user.uuid, user.password_hash!, next));
  }

  async function issueRefreshToken(userUuid: string, familyId: string, now: number): Promise<string> {
    const token = newRefreshToken();
    await sessionRepo.insertRefreshToken({
      id: randomUUID(),
      family_id: familyId,
      user_uuid: userUuid,
      token_hash: hashRefreshToken(token),
      expires_at: iso(now + policy.refreshTokenTtlDays * DAY_MS),
      created_at: iso(now),
    });
    return token;
  }

  async function accessTokenFor(user: UserRecord) {
    return tokens.signAccessToken({
      uuid: user.uuid,
      userTypeId: user.user_type_id,
      schoolId: await identity.primarySchoolId(user.uuid),
      role: user.role,
      guest: false,
    });
  }

  async function login(username: string, password: string, address: string): Promise<LoginData> {
    const now = clock();
    const { users, accountKey } = await accountsNamed(username);
    await loginThrottle.assertOpen(accountKey, address);
    const user = await accountWithPassword(users, password);
    if (!user) {
      await loginThrottle.failed(accountKey, address);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await loginThrottle.succeeded(accountKey, address);
    await upgradeHash(user, password);
    const refreshToken = await issueRefreshToken(user.uuid, randomUUID(), now);
    const access = await accessTokenFor(user);
    return {
      uuid: user.uuid,
      user_type_id: user.user_type_id,
      access_token: access.token,
      refresh_token: refreshToken,
      expires_in: access.expiresIn,
      gts_user_id: user.gts_user_id,
      em_user_id: user.em_user_id,
      country_iso: user.country_iso,
      package_flow_webgate_bucket: user.package_flow_webgate_bucket,
      profile: await identity.profile(user.uuid),
    };
  }

  /** Guests are not stored: the token itself says "guest", and guest-allowed routes accept it. */
  async function guestLogin(): Promise<GuestLoginData> {
    const uuid = randomUUID();
    const access = await tokens.signAccessToken({
      uuid,
      userTypeId: UserType.Guest,
      schoolId: null,
      role: null,
      guest: true,
    });
    return { uuid, user_type_id: UserType.Guest, access_token: access.token, expires_in: access.expiresIn };
  }

  /**
   * Rotation: the old token is marked used and a new one of the same family is issued, in one
   * transaction. A token presented after it was used means a copy exists elsewhere: the whole family
   * is revoked (theft detection), and both holders must sign in again.
   */
  async function refresh(refreshToken: string): Promise<RefreshData> {
    const now = clock();
    const outcome = await sessionRepo.inTransaction(async (repo) => {
      const row = await repo.findRefreshTokenByHash(hashRefreshToken(refreshToken));
      if (!row || row.revoked_at) return { ok: false as const, reuse: false };
      if (row.used_at) {
        await repo.revokeFamily(row.family_id, iso(now));
        return { ok: false as const, reuse: true, familyId: row.family_id, userUuid: row.user_uuid };
      }
      if (row.expires_at <= iso(now)) return { ok: false as const, reuse: false };
      const token = newRefreshToken();
      const id = randomUUID();
      if (!(await repo.markUsed(row.id, iso(now), id))) {
        // Someone else rotated it between our read and our write: that is a reuse too.
        await repo.revokeFamily(row.family_id, iso(now));
        return { ok: false as const, reuse: true, familyId: row.family_id, userUuid: row.user_uuid };
      }
      await repo.insertRefreshToken({
        id,
        family_id: row.family_id,
        user_uuid: row.user_uuid,
        token_hash: hashRefreshToken(token),
        expires_at: iso(now + policy.refreshTokenTtlDays * DAY_MS),
        created_at: iso(now),
      });
      return { ok: true as const, userUuid: row.user_uuid, token };
    });
    if (!outcome.ok) {
      if (outcome.reuse) {
        log.warn({ familyId: outcome.familyId }, 'refresh token reused; family revoked');
        await security.record({ kind: 'refresh_token_reused', userUuid: outcome.userUuid, detail: outcome.familyId });
      }
      throw new AppError('REFRESH_REJECTED');
    }
    const user = await identityRepo.findUserByUuid(outcome.userUuid);
    if (!user) throw new AppError('REFRESH_REJECTED');
    const access = await accessTokenFor(user);
    return { access_token: access.token, refresh_token: outcome.token, expires_in: access.expiresIn };
  }

  /** Ends the session the token belongs to, on every device of that family. Unknown tokens are fine. */
  async function logout(refreshToken: string): Promise<void> {
    const row = await sessionRepo.findRefreshTokenByHash(hashRefreshToken(refreshToken));
    if (row) await sessionRepo.revokeFamily(row.family_id, iso(clock()));
  }

  /**
   * A new session for a person who has just been created (sign-up): the same answer as login, so
   * the person is signed in at once.
   */
  async function startSession(uuid: string): Promise<LoginData> {
    const user = await identityRepo.findUserByUuid(uuid);
    if (!user) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    const refreshToken = await issueRefreshToken(user.uuid, randomUUID(), clock());
    const access = await accessTokenFor(user);
    return {
      uuid: user.uuid,
      user_type_id: user.user_type_id,
      access_token: access.token,
      refresh_token: refreshToken,
      expires_in: access.expiresIn,
      gts_user_id: user.gts_user_id,
      em_user_id: user.em_user_id,
      country_iso: user.country_iso,
      package_flow_webgate_bucket: user.package_flow_webgate_bucket,
      profile: await identity.profile(user.uuid),
    };
  }

  /** Signs the account out everywhere: every refresh-token family ends (a password reset or change). */
  async function endAllSessions(userUuid: string): Promise<void> {
    await sessionRepo.revokeAllOfUser(userUuid, iso(clock()));
  }

  /** The server's clock (tests move it): sign-up and OTP expiry read time from here. */
  const now = () => clock();

  return { login, guestLogin, refresh, logout, startSession, endAllSessions, now };
}
