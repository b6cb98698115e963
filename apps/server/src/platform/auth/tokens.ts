import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors/app-error.js';
import { hs256Key } from './hs256-key.js';
import { createVerifiedTokens } from './verified-tokens.js';

/** Who is calling, as the access token says. */
export interface AuthContext {
  uuid: string;
  userTypeId: number;
  /** The user's main school at sign-in; tenant checks read the memberships, not this. */
  schoolId: number | null;
  role: string | null;
  guest: boolean;
}

export interface TokenServiceOptions {
  secret: string;
  accessTokenTtlSeconds: number;
  /** Milliseconds since the epoch; tests pass another clock. */
  clock?: () => number;
}

const ISSUER = 'esc-platform';
/** Verified tokens kept in memory: every call carries one, and most carry the same few again. */
const VERIFIED_CACHE_SIZE = 10_000;
const AUDIENCE = 'esc-api';

export type TokenService = ReturnType<typeof createTokenService>;

/** Short-lived HS256 access tokens (jose). Refresh tokens are opaque and live in the database. */
export function createTokenService({ secret, accessTokenTtlSeconds, clock = Date.now }: TokenServiceOptions) {
  const key = hs256Key(new TextEncoder().encode(secret));

  async function signAccessToken(auth: AuthContext): Promise<{ token: string; expiresIn: number }> {
    const now = Math.floor(clock() / 1000);
    const token = await new SignJWT({ ut: auth.userTypeId, sid: auth.schoolId, role: auth.role, guest: auth.guest })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(auth.uuid)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + accessTokenTtlSeconds)
      .sign(await key());
    return { token, expiresIn: accessTokenTtlSeconds };
  }

  const verified = createVerifiedTokens<AuthContext>({ maxEntries: VERIFIED_CACHE_SIZE, clock });

  /** A token whose signature was checked before and that has not expired: its claims, without a turn of the loop. */
  function knownAccessToken(token: string): AuthContext | undefined {
    const known = verified.known(token);
    return known && !known.expired ? known.value : undefined;
  }

  async function verifyAccessToken(token: string): Promise<AuthContext> {
    const known = verified.known(token);
    if (known) {
      if (known.expired) throw new AppError('TOKEN_EXPIRED');
      return known.value;
    }
    try {
      const { payload } = await jwtVerify(token, await key(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        clockTolerance: 0,
        currentDate: new Date(clock()),
        // A token without an expiry would never end: refused.
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ut !== 'number') throw new AppError('UNAUTHENTICATED');
      const auth: AuthContext = {
        uuid: payload.sub,
        userTypeId: payload.ut,
        schoolId: typeof payload.sid === 'number' ? payload.sid : null,
        role: typeof payload.role === 'string' ? payload.role : null,
        guest: payload.guest === true,
      };
      verified.remember(token, auth, payload.exp);
      return auth;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
      if (err instanceof AppError) throw err;
      throw new AppError('UNAUTHENTICATED', undefined, { cause: err });
    }
  }

  return { signAccessToken, verifyAccessToken, knownAccessToken };
}

/** 256 random bits; the client keeps the token, the database keeps only its sha-256. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
