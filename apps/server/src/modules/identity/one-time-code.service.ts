import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors/app-error.js';
import type { OtpChallengeRepository } from './otp-challenge.repository.js';

/** What a code proves: control of a contact for sign-up, a password reset, a new contact, a parent link, a parent's consent. */
export type CodePurpose = 'sign_up' | 'reset_password' | 'contact_change' | 'parent_link' | 'parental_consent';

/** A code lives 10 minutes; 5 wrong tries and 5 codes per target per hour, across re-sends. */
export const CODE_POLICY = { ttlSeconds: 600, maxTries: 5, maxSends: 5, windowSeconds: 3600 } as const;
/** A code that was checked (verifyOtp) stays usable this long for the call it was checked for. */
const VERIFIED_TTL_SECONDS = 1800;
const PRUNE_EVERY = 200;

export type CodeCheck = { ok: true; payload: unknown } | { ok: false; triesLeft: number };

const iso = (ms: number) => new Date(ms).toISOString();

export type OneTimeCodeService = ReturnType<typeof createOneTimeCodeService>;

/**
 * One-time codes kept in the database, state several server processes share: a code sent through one server process is
 * checked by another. Only an HMAC of the code is stored, keyed by the server secret.
 */
export function createOneTimeCodeService(deps: {
  repo: OtpChallengeRepository;
  /** The server secret (JWT_SECRET): every process of one deployment shares it. */
  secret: string;
  clock: () => number;
}) {
  const { repo, clock } = deps;
  const key = createHmac('sha256', deps.secret).update('one-time-codes').digest();
  let sincePrune = 0;

  const hashOf = (purpose: string, target: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}|${target}|${code}`).digest('hex');

  function tooMany(reason: 'signIn.tooManyWrongCodes' | 'signIn.tooManyNewCodes', untilMs: number, now: number) {
    const seconds = Math.max(1, Math.ceil((untilMs - now) / 1000));
    return new AppError(
      'RATE_LIMITED',
      { reason, params: { wait: seconds } },
      {
        headers: { 'retry-after': String(seconds) },
      },
    );
  }

  /** Refuses a new code while the target has used its tries or its sends in this window. */
  async function assertMaySend(purpose: CodePurpose, target: string, now: number): Promise<void> {
    const row = await repo.find(purpose, target);
    if (!row) return;
    const windowEnds = Date.parse(row.window_started_at) + CODE_POLICY.windowSeconds * 1000;
    if (windowEnds <= now) return;
    if (row.tries >= CODE_POLICY.maxTries) throw tooMany('signIn.tooManyWrongCodes', windowEnds, now);
    if (row.sends >= CODE_POLICY.maxSends) throw tooMany('signIn.tooManyNewCodes', windowEnds, now);
  }

  /** A new 6-digit code for the target (it replaces the earlier one; tries and sends carry on). */
  async function issue(
    purpose: CodePurpose,
    target: string,
    options: { payload?: unknown; ttlSeconds?: number } = {},
  ): Promise<{ code: string; expiresIn: number }> {
    const now = clock();
    const ttlSeconds = options.ttlSeconds ?? CODE_POLICY.ttlSeconds;
    const payload = options.payload;
    await assertMaySend(purpose, target, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await repo.replaceCode(
      {
        purpose,
        target,
        code_hash: hashOf(purpose, target, code),
        expires_at: iso(now + ttlSeconds * 1000),
        payload: payload === undefined ? null : JSON.stringify(payload),
      },
      iso(now),
      iso(now - CODE_POLICY.windowSeconds * 1000),
    );
    // Two sends at once may both pass the first look; the count in the row is the truth.
    if (row.sends > CODE_POLICY.maxSends) {
      const windowEnds = Date.parse(row.window_started_at) + CODE_POLICY.windowSeconds * 1000;
      throw tooMany('signIn.tooManyNewCodes', windowEnds, now);
    }
    sincePrune += 1;
    if (sincePrune >= PRUNE_EVERY) {
      sincePrune = 0;
      await repo.prune(iso(now - 24 * 3600 * 1000), iso(now));
    }
    return { code, expiresIn: ttlSeconds };
  }

  /**
   * Checks a code; each check takes a try first. `consume` ends the code on success (the call it
   * was for is done); `verify` keeps it for that call, for up to 30 minutes.
   */
  async function check(
    purpose: CodePurpose,
    target: string,
    code: string,
    mode: 'verify' | 'consume',
  ): Promise<CodeCheck> {
    const now = clock();
    const row = await repo.takeTry(purpose, target, CODE_POLICY.maxTries, iso(now));
    if (!row) return { ok: false, triesLeft: 0 };
    const given = Buffer.from(hashOf(purpose, target, code.trim()), 'hex');
    const expected = Buffer.from(row.code_hash, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, triesLeft: Math.max(0, CODE_POLICY.maxTries - row.tries) };
    }
    if (mode === 'consume') await repo.remove(purpose, target, row.code_hash);
    else {
      const keepUntil = Math.max(Date.parse(row.expires_at), now + VERIFIED_TTL_SECONDS * 1000);
      await repo.markVerified(purpose, target, iso(now), iso(keepUntil));
    }
    return { ok: true, payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown) };
  }

  return { issue, check };
}
