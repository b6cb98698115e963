import { randomUUID } from 'node:crypto';
import type { GuestLoginData, LoginData, RefreshData } from '@esc/contracts';
import { UserType } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/password.js';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityRepository, UserRecord } from './identity.repository.js';
import type { IdentityService } from './identity.service.js';
import type { SessionRepository } from './session.repository.js';
import { parseUsername } from './username.js';

export interface SessionPolicy {
  refreshTokenTtlDays: number;
  loginMaxFailuresPerAccount: number;
  loginFailureWindowSeconds: number;
}

export interface SessionServiceDeps {
  identityRepo: IdentityRepository;
  sessionRepo: SessionRepository;
  identity: IdentityService;
  tokens: TokenService;
  policy: SessionPolicy;
  clock: () => number;
  log: FastifyBaseLogger;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

export type SessionService = ReturnType<typeof createSessionService>;

/** Sign-in, guest sessions, refresh-token rotation with reuse detection, sign-out. */
export function createSessionService(deps: SessionServiceDeps) {
  const { identityRepo, sessionRepo, identity, tokens, policy, clock, log } = deps;

  async function findByUsername(username: string): Promise<{ user?: UserRecord; accountKey: string }> {
    const key = parseUsername(username);
    if (!key) return { accountKey: `name:${username.trim().toLowerCase()}` };
    const user =
      key.kind === 'email'
        ? await identityRepo.findUserByEmail(key.value)
        : await identityRepo.findUserByMobile(key.value);
    // Unknown names are limited too, under their own key, so the limit does not reveal who has an account.
    return { user, accountKey: user ? `user:${user.uuid}` : `${key.kind}:${key.value}` };
  }

  /** 429 once the account has had the maximum of failures within the window, even for the right password. */
  async function assertNotLocked(accountKey: string, now: number): Promise<void> {
    const max = policy.loginMaxFailuresPerAccount;
    const windowMs = policy.loginFailureWindowSeconds * 1000;
    const failures = await sessionRepo.recentFailures(accountKey, iso(now - windowMs), max);
    const oldestCounted = failures[max - 1];
    if (max > 0 && oldestCounted !== undefined) {
      const retryAfter = Math.max(1, Math.ceil((Date.parse(oldestCounted) + windowMs - now) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed sign-in attempts for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { headers: { 'retry-after': String(retryAfter) } },
      );
    }
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

  async function login(username: string, password: string): Promise<LoginData> {
    const now = clock();
    const { user, accountKey } = await findByUsername(username);
    await assertNotLocked(accountKey, now);
    const valid = user?.password_hash
      ? await verifyPassword(password, user.password_hash)
      : await verifyAgainstDummy(password);
    if (!user || !valid) {
      const windowMs = policy.loginFailureWindowSeconds * 1000;
      await sessionRepo.recordFailure(randomUUID(), accountKey, iso(now), iso(now - windowMs));
      throw new AppError('INVALID_CREDENTIALS');
    }
    await sessionRepo.clearFailures(accountKey);
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
        return { ok: false as const, reuse: true, familyId: row.family_id };
      }
      if (row.expires_at <= iso(now)) return { ok: false as const, reuse: false };
      const token = newRefreshToken();
      const id = randomUUID();
      if (!(await repo.markUsed(row.id, iso(now), id))) {
        // Someone else rotated it between our read and our write: that is a reuse too.
        await repo.revokeFamily(row.family_id, iso(now));
        return { ok: false as const, reuse: true, familyId: row.family_id };
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
      if (outcome.reuse) log.warn({ familyId: outcome.familyId }, 'refresh token reused; family revoked');
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
    if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
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

  /** The server's clock (tests move it): sign-up and OTP expiry read time from here. */
  const now = () => clock();

  return { login, guestLogin, refresh, logout, startSession, now };
}
