import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { OFFLINE_SYNC_WINDOW_MS } from '@esc/domain';

// The attempt grant: a short JWT the server signs when an attempt starts (or resumes), naming the
// attempt, the learner, its start and its deadline. The engine keeps it on the device with the paper
// and sends it with answers and the submit; what reaches the server after the deadline is taken by the
// late rule only with a grant for that attempt and person (so only an attempt the server started
// online syncs late). Signed with a key derived for this purpose only, never the access tokens' key;
// valid until the sync window after the deadline closes.

const AUDIENCE = 'esc-attempt-grant';
const ISSUER = 'esc-platform';

export interface AttemptGrantClaims {
  attemptId: number;
  uuid: string;
  startedAt: string;
  deadlineAt: string;
}

export type AttemptGrants = ReturnType<typeof createAttemptGrants>;

export function createAttemptGrants({ secret, clock }: { secret: string; clock: () => number }) {
  const key = createHmac('sha256', secret).update('attempt-grant-v1').digest();

  async function issue(c: AttemptGrantClaims): Promise<string> {
    const expires = Math.ceil((Date.parse(c.deadlineAt) + OFFLINE_SYNC_WINDOW_MS) / 1000);
    return new SignJWT({ attempt_id: c.attemptId, started_at: c.startedAt, deadline_at: c.deadlineAt })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(c.uuid)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(clock() / 1000))
      .setExpirationTime(expires)
      .sign(key);
  }

  /** Whether the grant is the server's, for this attempt and person, with the attempt's own start and deadline. */
  async function holds(grant: string | undefined, c: AttemptGrantClaims): Promise<boolean> {
    if (!grant) return false;
    try {
      const { payload } = await jwtVerify(grant, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: new Date(clock()),
        requiredClaims: ['exp', 'sub'],
      });
      return (
        payload.sub === c.uuid &&
        payload.attempt_id === c.attemptId &&
        payload.started_at === c.startedAt &&
        payload.deadline_at === c.deadlineAt
      );
    } catch {
      return false;
    }
  }

  return { issue, holds };
}
