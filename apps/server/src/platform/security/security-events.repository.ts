import { randomUUID } from 'node:crypto';
import type { SecurityEventKind } from '@esc/contracts';
import type { Db } from '../../db/database.js';
import type { SecurityEventsTable } from '../../db/schema-grievances.js';

/** Days a security event is kept: a year, so an investigation can look back over any season of a school year. */
export const SECURITY_EVENT_RETENTION_DAYS = 365;
const DAY_MS = 86_400_000;

export interface SecurityEvent {
  kind: SecurityEventKind;
  userUuid?: string | null;
  ip?: string | null;
  route?: string | null;
  detail?: string | null;
}

export type SecurityEventRow = SecurityEventsTable;
export type SecurityEvents = ReturnType<typeof createSecurityEvents>;

/**
 * The one append-only place of the security events a breach procedure needs (docs/breach-procedure.md):
 * failed sign-ins, refresh-token reuse, throttled calls, refused privileges. Nothing here updates a row;
 * only the pruning removes those older than the retention period. A failure to record is the caller's
 * to log, never a reason to fail the request it describes.
 */
export function createSecurityEvents({ db, clock }: { db: Db; clock: () => number }) {
  async function record(event: SecurityEvent): Promise<void> {
    await db
      .insertInto('security_events')
      .values({
        id: randomUUID(),
        kind: event.kind,
        occurred_at: new Date(clock()).toISOString(),
        user_uuid: event.userUuid ?? null,
        ip: event.ip ?? null,
        route: event.route?.slice(0, 300) ?? null,
        detail: event.detail?.slice(0, 300) ?? null,
      })
      .execute();
  }

  /** The newest events first, at most `limit`; of one account when `userUuid` is given. */
  async function latest(limit: number, userUuid?: string): Promise<SecurityEventRow[]> {
    let query = db.selectFrom('security_events').selectAll();
    if (userUuid) query = query.where('user_uuid', '=', userUuid);
    return query.orderBy('occurred_at', 'desc').orderBy('id').limit(limit).execute();
  }

  /** One page of events, newest first, of a kind and between two instants when asked; one more than `limit` tells a next page. */
  async function search(filter: {
    kind?: SecurityEventKind;
    fromIso?: string;
    beforeIso?: string;
    offset: number;
    limit: number;
  }): Promise<SecurityEventRow[]> {
    let query = db.selectFrom('security_events').selectAll();
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.fromIso) query = query.where('occurred_at', '>=', filter.fromIso);
    if (filter.beforeIso) query = query.where('occurred_at', '<', filter.beforeIso);
    return query
      .orderBy('occurred_at', 'desc')
      .orderBy('id')
      .offset(filter.offset)
      .limit(filter.limit + 1)
      .execute();
  }

  /** Removes events older than the retention period; answers how many went. */
  async function prune(): Promise<number> {
    const before = new Date(clock() - SECURITY_EVENT_RETENTION_DAYS * DAY_MS).toISOString();
    const result = await db.deleteFrom('security_events').where('occurred_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return { record, latest, search, prune };
}

/**
 * A failed sign-in as an event: the account when the name was someone's (the throttle's key
 * `user:<uuid>`); a name nobody has is not kept, since it may be a stranger's e-mail or mobile.
 */
export function signInFailure(accountKey: string, address: string): SecurityEvent {
  const uuid = accountKey.startsWith('user:') ? accountKey.slice('user:'.length) : null;
  return { kind: 'sign_in_failed', userUuid: uuid, ip: address, detail: uuid ? null : 'no such account' };
}
