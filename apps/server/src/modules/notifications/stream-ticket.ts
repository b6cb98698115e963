import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { hs256Key } from '../../platform/auth/hs256-key.js';
import { AppError } from '../../platform/errors/app-error.js';

/** Long enough to open the stream after the list call; too short to be worth stealing from a log. */
export const STREAM_TICKET_TTL_SECONDS = 60;
const AUDIENCE = 'esc-notifications-stream';
const ISSUER = 'esc-platform';

export type StreamTickets = ReturnType<typeof createStreamTickets>;

/**
 * EventSource cannot send an Authorization header, and an access token in a URL would sit in proxy
 * and server logs while it opens every call of the person. So the stream takes a ticket instead:
 * a JWT signed with a key derived for this purpose only (never the access tokens' key), for one
 * audience, valid a minute, good for opening the person's stream of ids once and for nothing else.
 * The list call, which carries the access token, hands it out.
 */
export function createStreamTickets({ secret, clock }: { secret: string; clock: () => number }) {
  const key = hs256Key(createHmac('sha256', secret).update('notifications-stream-ticket').digest());

  async function issue(uuid: string): Promise<{ ticket: string; expiresIn: number }> {
    const now = Math.floor(clock() / 1000);
    const ticket = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(uuid)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + STREAM_TICKET_TTL_SECONDS)
      .sign(await key());
    return { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS };
  }

  /**
   * The person a ticket opens the stream of, once: `claim` records its id for as long as it is valid
   * (false when it was claimed before, in any process). 401 for anything else, and for a second use.
   */
  async function open(ticket: string, claim: (id: string, seconds: number) => Promise<boolean>): Promise<string> {
    const { uuid, id } = await verify(ticket);
    if (!(await claim(`stream-ticket:${id}`, STREAM_TICKET_TTL_SECONDS))) {
      throw new AppError('UNAUTHENTICATED', { reason: 'notifications.streamTicketUsed' });
    }
    return uuid;
  }

  async function verify(ticket: string): Promise<{ uuid: string; id: string }> {
    try {
      const { payload } = await jwtVerify(ticket, await key(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: new Date(clock()),
        requiredClaims: ['exp', 'sub', 'jti'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') throw new Error('no subject or id');
      return { uuid: payload.sub, id: payload.jti };
    } catch (err) {
      throw new AppError('UNAUTHENTICATED', { reason: 'notifications.streamTicketInvalid' }, { cause: err });
    }
  }

  return { issue, open };
}
