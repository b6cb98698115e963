import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { OFFLINE_SYNC_WINDOW_MS } from '@esc/domain';
import { hs256Key } from '../../platform/auth/hs256-key.js';
import { createVerifiedTokens } from '../../platform/auth/verified-tokens.js';

// The attempt grant: a short JWT the server signs when an attempt starts (or resumes), naming the
// attempt, the learner, its start and its deadline. The engine keeps it on the device with the paper
// and sends it with answers and the submit; what reaches the server after the deadline is taken by the
// late rule only with a grant for that attempt and person (so only an attempt the server started
// online syncs late). Signed with a key derived for this purpose only, never the access tokens' key;
// valid until the sync window after the deadline closes.

const AUDIENCE = 'esc-attempt-grant';
/** Grants kept verified: one an attempt in progress, for the attempts of an exam morning in one process. */
const GRANTS_KEPT = 10_000;
const ISSUER = 'esc-platform';

export interface AttemptGrantClaims {
  attemptId: number;
  uuid: string;
  startedAt: string;
  deadlineAt: string;
}

const sameClaims = (a: AttemptGrantClaims, b: AttemptGrantClaims) =>
  a.attemptId === b.attemptId && a.uuid === b.uuid && a.startedAt === b.startedAt && a.deadlineAt === b.deadlineAt;

/** Whether verified claims (grants.read) name this attempt as it stands: its person, start and deadline. */
export function grantFits(
  claims: AttemptGrantClaims | null,
  a: { attempt_id: number; uuid: string; started_at: string; deadline_at: string },
): boolean {
  return (
    claims !== null &&
    sameClaims(claims, { attemptId: a.attempt_id, uuid: a.uuid, startedAt: a.started_at, deadlineAt: a.deadline_at })
  );
}

export type AttemptGrants = ReturnType<typeof createAttemptGrants>;

export function createAttemptGrants({ secret, clock }: { secret: string; clock: () => number }) {
  const key = hs256Key(createHmac('sha256', secret).update('attempt-grant-v1').digest());
  // A grant comes again with every save of its attempt: its signature is checked once.
  const verified = createVerifiedTokens<AttemptGrantClaims>({ maxEntries: GRANTS_KEPT, clock });

  async function issue(c: AttemptGrantClaims): Promise<string> {
    const expires = Math.ceil((Date.parse(c.deadlineAt) + OFFLINE_SYNC_WINDOW_MS) / 1000);
    return new SignJWT({ attempt_id: c.attemptId, started_at: c.startedAt, deadline_at: c.deadlineAt })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(c.uuid)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(clock() / 1000))
      .setExpirationTime(expires)
      .sign(await key());
  }

  /** The grant's claims when it is the server's and still valid; null otherwise (none, forged, expired). */
  async function read(grant: string | undefined): Promise<AttemptGrantClaims | null> {
    if (!grant) return null;
    const known = verified.known(grant);
    if (known) return known.expired ? null : known.value;
    try {
      const { payload } = await jwtVerify(grant, await key(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: new Date(clock()),
        requiredClaims: ['exp', 'sub'],
      });
      const { attempt_id: attemptId, started_at: startedAt, deadline_at: deadlineAt } = payload;
      if (typeof attemptId !== 'number' || typeof startedAt !== 'string' || typeof deadlineAt !== 'string') return null;
      const claims = { attemptId, uuid: payload.sub!, startedAt, deadlineAt };
      verified.remember(grant, claims, payload.exp);
      return claims;
    } catch {
      return null;
    }
  }

  /** Whether the grant is the server's, for this attempt and person, with the attempt's own start and deadline. */
  async function holds(grant: string | undefined, c: AttemptGrantClaims): Promise<boolean> {
    const claims = await read(grant);
    return claims !== null && sameClaims(claims, c);
  }

  return { issue, read, holds };
}
