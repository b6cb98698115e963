import { randomUUID } from 'node:crypto';
import type { ConfirmParentLinkBody, ConfirmParentLinkData, ParentLinkRequestsData } from '@esc/contracts';
import { isParent, parseMobile } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier, OutgoingMessage } from '../../platform/notify/notifier.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, type ReasonRef } from '../../platform/errors/app-error.js';
import { createIdentityRepository, type IdentityRepository, type UserRecord } from './identity.repository.js';
import type { IdentityService } from './identity.service.js';
import { parentLinkMessage } from './messages.js';
import type { OneTimeCodeService } from './one-time-code.service.js';
import { createParentLinkRepository, type PendingParentLink } from './parent-link.repository.js';
import type { PortSlot } from './school-ports.js';
import { fullName } from '../../platform/person-name.js';
import { createThrottleRepository } from './throttle.repository.js';
import { createThrottleService, type ThrottleGate, type ThrottleService } from './throttle.service.js';
import type { PersonLanguages } from './person-languages.js';

/** A link request waits two weeks for the parent's code. */
export const PARENT_LINK_DAYS = 14;

/**
 * Each link request sends the parent a code. Any school may ask any existing parent, so without a cap
 * one school (or several) could flood a parent's inbox or phone: a parent gets at most 10 requests a
 * day from all schools together, and a school sends at most 200 a day (its roster files split over days).
 */
export const PARENT_LINK_BUDGETS = {
  perParent: { max: 10, windowSeconds: 24 * 3600 },
  perSchool: { max: 200, windowSeconds: 24 * 3600 },
} as const;

/** What a link's refusals say, as reasons of the catalogue (said in the request's language). */
const PARENT_LINK_REASONS = {
  gone: { reason: 'identity.linkRequestGone' },
  noTriesLeft: { reason: 'identity.linkCodeNoTriesLeft' },
} as const satisfies Record<string, ReasonRef>;

/** The wrong code's words: the tries left, or none. */
const wrongCode = (left: number): ReasonRef =>
  left > 0 ? { reason: 'identity.linkCodeWrong', params: { count: left } } : PARENT_LINK_REASONS.noTriesLeft;

/** The per-parent budget's gate: the refusal names the parent by their email or mobile, when they have one. */
function parentGate(parentUuid: string, who: string | null): ThrottleGate {
  const key = `parent-link-parent:${parentUuid}`;
  const max = PARENT_LINK_BUDGETS.perParent.max;
  return who === null
    ? { key, reason: 'identity.parentLinksCappedUnnamed', params: { max } }
    : { key, reason: 'identity.parentLinksCapped', params: { parent: who, max } };
}

export type ParentLinkService = ReturnType<typeof createParentLinkService>;

/**
 * Parent links a school asks for: a parent account the school did not create is
 * linked to a child only after that parent confirms with the code sent to them.
 */
export function createParentLinkService(deps: {
  db: Db;
  repo: IdentityRepository;
  identity: IdentityService;
  codes: OneTimeCodeService;
  notifier: Notifier;
  ports: PortSlot;
  clock: () => number;
  log: FastifyBaseLogger;
  /** The language of each person's messages. */
  languages: Pick<PersonLanguages, 'languagesOf'>;
}) {
  const { repo, identity, codes, notifier, ports, clock, log } = deps;
  const links = (trx?: Db) => createParentLinkRepository(trx ?? deps.db);
  const target = (id: string) => `link:${id}`;

  /** Requests for these pairs, inside the caller's transaction (the roster import); nothing is linked. */
  async function request(
    pairs: readonly { parentUuid: string; childUuid: string; schoolId: number }[],
    requestedBy: string,
    trx?: Db,
  ): Promise<PendingParentLink[]> {
    if (pairs.length === 0) return [];
    await spendBudgets(pairs, trx ?? deps.db);
    const now = clock();
    const createdAt = new Date(now).toISOString();
    const expiresAt = new Date(now + PARENT_LINK_DAYS * 24 * 3600 * 1000).toISOString();
    return links(trx).upsert(
      pairs.map((p) => ({
        id: randomUUID(),
        parent_uuid: p.parentUuid,
        child_uuid: p.childUuid,
        school_id: p.schoolId,
        requested_by: requestedBy,
        expires_at: expiresAt,
        created_at: createdAt,
      })),
    );
  }

  /**
   * Counts each request against its parent's and its school's daily budget (429 in words beyond
   * either). Counted in the caller's transaction: a refused import rolls its counts back with it.
   */
  async function spendBudgets(pairs: readonly { parentUuid: string; schoolId: number }[], within: Db): Promise<void> {
    const throttle: ThrottleService = createThrottleService({ repo: createThrottleRepository(within), clock });
    const parentUuids = [...new Set(pairs.map((p) => p.parentUuid))];
    const people = new Map((await createIdentityRepository(within).usersByUuids(parentUuids)).map((u) => [u.uuid, u]));
    for (const { parentUuid, schoolId } of pairs) {
      const parent = people.get(parentUuid);
      const who = parent?.email ?? parent?.mobile ?? null;
      await throttle.spend(
        {
          key: `parent-link-school:${schoolId}`,
          reason: 'identity.schoolLinksCapped',
          params: { max: PARENT_LINK_BUDGETS.perSchool.max },
        },
        PARENT_LINK_BUDGETS.perSchool,
      );
      await throttle.spend(parentGate(parentUuid, who), PARENT_LINK_BUDGETS.perParent);
    }
  }

  /** The parent's email, else their mobile: where the code goes. */
  function addressOf(parent: UserRecord): { channel: 'email' | 'sms'; to: string } | null {
    if (parent.email) return { channel: 'email', to: parent.email };
    const mobile = parent.mobile ? parseMobile(parent.mobile, parent.country_iso) : null;
    return mobile ? { channel: 'sms', to: mobile.e164 } : null;
  }

  /** After the import is committed: a code per request, sent to the parent. A failed delivery is logged. */
  async function notify(requests: readonly PendingParentLink[]): Promise<number> {
    if (requests.length === 0) return 0;
    const people = new Map(
      (await repo.usersByUuids([...new Set(requests.flatMap((r) => [r.parent_uuid, r.child_uuid]))])).map((u) => [
        u.uuid,
        u,
      ]),
    );
    const schools = new Map(
      (await ports.get().schoolsByIds([...new Set(requests.map((r) => r.school_id))])).map((s) => [s.school_id, s]),
    );
    const languages = await deps.languages.languagesOf(requests.map((r) => r.parent_uuid));
    let sent = 0;
    for (const r of requests) {
      const parent = people.get(r.parent_uuid);
      const child = people.get(r.child_uuid);
      const address = parent && addressOf(parent);
      if (!child || !address) continue;
      const ttlSeconds = Math.max(60, Math.floor((Date.parse(r.expires_at) - clock()) / 1000));
      try {
        const { code } = await codes.issue('parent_link', target(r.id), { ttlSeconds });
        const message: OutgoingMessage = {
          ...parentLinkMessage(languages.get(r.parent_uuid) ?? 'en', address.channel, address.to, {
            code,
            schoolName: schools.get(r.school_id)?.school_name ?? 'Your school',
            childName: fullName(child),
            expiresInDays: PARENT_LINK_DAYS,
          }),
          ref: r.id,
        };
        await notifier.send(message);
        sent += 1;
      } catch (error) {
        log.warn({ err: error, linkId: r.id }, 'a parent link request could not be sent');
      }
    }
    return sent;
  }

  async function openRequest(caller: AuthContext, id: string): Promise<PendingParentLink> {
    const row = await links().find(id);
    if (!row || row.parent_uuid !== caller.uuid || Date.parse(row.expires_at) <= clock()) {
      throw new AppError('NOT_FOUND', PARENT_LINK_REASONS.gone);
    }
    return row;
  }

  /** The requests waiting for the signed-in parent, with the child's and the school's names. */
  async function requests(caller: AuthContext): Promise<ParentLinkRequestsData> {
    if (!isParent(caller.userTypeId)) return { requests: [] };
    const open = await links().openOfParent(caller.uuid, new Date(clock()).toISOString());
    if (open.length === 0) return { requests: [] };
    const [children, schools, parent] = await Promise.all([
      repo.usersByUuids(open.map((r) => r.child_uuid)),
      ports.get().schoolsByIds([...new Set(open.map((r) => r.school_id))]),
      repo.findUserByUuid(caller.uuid),
    ]);
    const address = parent && addressOf(parent);
    return {
      requests: open.map((r) => {
        const child = children.find((c) => c.uuid === r.child_uuid);
        // Demo mode: the development console kept the message; the screen shows its code.
        const demo = address ? notifier.outbox?.latest(address.to, 'parent_link', r.id) : undefined;
        return {
          link_id: r.id,
          child_name: child ? fullName(child) : '',
          school_name: schools.find((s) => s.school_id === r.school_id)?.school_name ?? '',
          expires_at: r.expires_at,
          ...(demo ? { otp: demo.variables.code } : {}),
        };
      }),
    };
  }

  async function confirm(caller: AuthContext, body: ConfirmParentLinkBody): Promise<ConfirmParentLinkData> {
    const row = await openRequest(caller, body.link_id);
    const outcome = await codes.check('parent_link', target(row.id), body.otp, 'consume');
    if (!outcome.ok) {
      const said = wrongCode(outcome.triesLeft);
      throw new AppError('VALIDATION_FAILED', said, { errors: [{ field: 'otp', ...said }] });
    }
    await repo.inTransaction(async (accounts, trx) => {
      await accounts.insertLinks([
        { parent_uuid: row.parent_uuid, child_uuid: row.child_uuid, created_at: new Date(clock()).toISOString() },
      ]);
      await links(trx).remove(row.id);
    });
    const child = await repo.findUserByUuid(row.child_uuid);
    if (!child) throw new AppError('NOT_FOUND', PARENT_LINK_REASONS.gone);
    return { linked: true, child: identity.studentDetailOf(child, await identity.membershipsOf(child.uuid)) };
  }

  async function decline(caller: AuthContext, id: string): Promise<void> {
    const row = await openRequest(caller, id);
    await links().remove(row.id);
  }

  return { request, notify, requests, confirm, decline };
}
