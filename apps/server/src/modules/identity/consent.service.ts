import { randomUUID } from 'node:crypto';
import type {
  ChildConsentsData,
  GiveConsentBody,
  MyConsentData,
  NameParentBody,
  WithdrawConsentBody,
} from '@esc/contracts';
import type { LanguageCode } from '@esc/contracts/languages';
import {
  ConsentState,
  consentErasureDue,
  ERASE_AFTER_WITHDRAWAL_DAYS,
  isParent,
  joinCodeNumber,
  needsParentalConsent,
  type ConsentEnding,
} from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, type ReasonRef } from '../../platform/errors/app-error.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import { fullName } from '../../platform/person-name.js';
import { contactAddress } from './code-delivery.js';
import { consentCodeTarget, proveParentAnswer, type PublishConsentDecided } from './consent-refusal.service.js';
import { createConsentRepository, type ParentalConsent } from './consent.repository.js';
import type { IdentityRepository } from './identity.repository.js';
import type { IdentityService } from './identity.service.js';
import { parentalConsentMessage } from './messages.js';
import type { OneTimeCodeService } from './one-time-code.service.js';
import type { PersonLanguages } from './person-languages.js';
import { normaliseEmail, normaliseMobile, type ContactValue } from './registration.service.js';
import type { SessionService } from './session.service.js';

/** A parent has a week to use the code the child's request sent them. */
export const CONSENT_CODE_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const REASONS = {
  noParentNeeded: { reason: 'consent.noParentNeeded' },
  alreadyGiven: { reason: 'consent.alreadyGiven' },
  parentContact: { reason: 'consent.parentContact' },
  ownContact: { reason: 'consent.ownContact' },
  requestGone: { reason: 'consent.requestGone' },
  noSuchChild: { reason: 'consent.noSuchChild' },
} as const satisfies Record<string, ReasonRef>;

export type ConsentService = ReturnType<typeof createConsentService>;

/**
 * Verifiable parental consent for learners under 18 who sign up alone: the child names a parent, the
 * parent proves the code sent to them, confirms they are an adult and the parent, and agrees to the
 * notice; until then (and after a withdrawal) the guard refuses the child's writes.
 */
export function createConsentService(deps: {
  db: Db;
  repo: IdentityRepository;
  identity: IdentityService;
  codes: OneTimeCodeService;
  notifier: Notifier;
  session: SessionService;
  languages: Pick<PersonLanguages, 'languagesOf'>;
  clock: () => number;
  publicUrl: string | null;
  log: FastifyBaseLogger;
  /** Tells the child (through the notifications module) that a parent agreed or refused. */
  decided: PublishConsentDecided;
  /** Moves the accounts' version in a consent write's transaction (the guard's kept facts). */
  accountsMoved?: (db: Db) => Promise<void>;
}) {
  const { repo, identity, codes, notifier, session, clock } = deps;
  const consents = (trx?: Db) => createConsentRepository(trx ?? deps.db, deps.accountsMoved);

  /** Inside sign-up's transaction: a child who signs up alone starts waiting for a parent. */
  async function startIfNeeded(
    trx: Db,
    child: { uuid: string; dateOfBirth: string; throughSchool: boolean },
    today: string,
  ): Promise<boolean> {
    if (!needsParentalConsent(child, today)) return false;
    await consents(trx).insert({
      id: randomUUID(),
      child_uuid: child.uuid,
      state: ConsentState.Waiting,
      created_at: iso(clock()),
    });
    return true;
  }

  function shownContact(row: ParentalConsent): string | null {
    if (!row.parent_contact) return null;
    if (row.parent_channel === 'email') return row.parent_contact;
    const mobile = normaliseMobile(row.parent_contact, null);
    return mobile ? joinCodeNumber(mobile.callingCode, mobile.national) : row.parent_contact;
  }

  async function mine(caller: AuthContext): Promise<MyConsentData> {
    const row = await consents().ofChild(caller.uuid);
    if (!row) return { needed: false, state: null, parent_contact: null, asked_at: null };
    return {
      needed: true,
      state: row.state,
      parent_contact: shownContact(row),
      asked_at: row.asked_at,
      erase_after: row.state === ConsentState.Given ? null : row.erase_after,
    };
  }

  /** The contact named, or (a body naming none) the parent asked before: a re-send. */
  function contactOf(body: NameParentBody, row: ParentalConsent): ContactValue {
    if (!body.email && !body.mobile && row.parent_contact) {
      return contactOf(
        row.parent_channel === 'email' ? { email: row.parent_contact } : { mobile: row.parent_contact },
        row,
      );
    }
    const email = body.email ? normaliseEmail(body.email) : null;
    if (email) return { kind: 'email', email };
    const mobile = body.mobile ? normaliseMobile(body.mobile, body.country_iso ?? 'IN') : null;
    if (mobile) return { kind: 'mobile', mobile };
    const field = body.email ? 'email' : 'mobile';
    throw new AppError('VALIDATION_FAILED', REASONS.parentContact, { errors: [{ field, ...REASONS.parentContact }] });
  }

  /** The parent's language when one account holds the contact, else the child's request's. */
  async function languageFor(contact: ContactValue, fallback: LanguageCode): Promise<LanguageCode> {
    const parents = (await identity.accountsHolding(contact)).filter((u) => isParent(u.user_type_id));
    if (parents.length !== 1) return fallback;
    return (await deps.languages.languagesOf([parents[0]!.uuid])).get(parents[0]!.uuid) ?? fallback;
  }

  /** The child names (or changes, or asks again) the parent: a new code goes to them. */
  async function nameParent(caller: AuthContext, body: NameParentBody, language: LanguageCode) {
    const row = await consents().ofChild(caller.uuid);
    if (!row) throw new AppError('CONFLICT', REASONS.noParentNeeded);
    if (row.state === ConsentState.Given) throw new AppError('CONFLICT', REASONS.alreadyGiven);
    const contact = contactOf(body, row);
    const child = await repo.findUserByUuid(caller.uuid);
    if (!child) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    if (ownContact(child, contact)) {
      throw new AppError('VALIDATION_FAILED', REASONS.ownContact, {
        errors: [{ field: contact.kind, ...REASONS.ownContact }],
      });
    }
    const address = contactAddress(contact);
    const { code } = await codes.issue('parental_consent', consentCodeTarget(row.id), {
      ttlSeconds: CONSENT_CODE_DAYS * 86400,
    });
    const now = clock();
    await consents().update(row.id, [row.state], {
      state: ConsentState.Waiting,
      parent_channel: address.channel,
      parent_contact: address.to,
      asked_at: iso(now),
    });
    const link = `${deps.publicUrl ?? ''}/consent/${row.id}`;
    const message = parentalConsentMessage(await languageFor(contact, language), address.channel, address.to, {
      code,
      childName: fullName(child),
      link,
      expiresInDays: CONSENT_CODE_DAYS,
    });
    await notifier.send({ ...message, ref: row.id });
    // Demo mode: no message leaves the server, so the screen shows the code the parent would read.
    return { ...(await mine(caller)), ...(notifier.outbox ? { otp: code } : {}) };
  }

  function ownContact(child: { email: string | null; mobile: string | null; country_iso: string }, c: ContactValue) {
    if (c.kind === 'email') return child.email === c.email;
    return normaliseMobile(child.mobile ?? '', child.country_iso)?.e164 === c.mobile.e164;
  }

  /** A signed-in parent proves the code and agrees: linked to the child, the consent recorded. */
  async function give(caller: AuthContext, body: GiveConsentBody): Promise<ChildConsentsData> {
    const row = await proveParentAnswer(deps, caller, body);
    const now = iso(clock());
    await repo.inTransaction(async (accounts, trx) => {
      await accounts.insertLinks([{ parent_uuid: caller.uuid, child_uuid: row.child_uuid, created_at: now }]);
      const changed = await consents(trx).update(row.id, [ConsentState.Waiting], {
        state: ConsentState.Given,
        given_at: now,
        parent_uuid: caller.uuid,
        notice_version: body.notice_version,
        withdrawn_at: null,
        erase_after: null,
      });
      if (!changed) throw new AppError('NOT_FOUND', REASONS.requestGone);
      await deps.decided(trx, {
        id: `consent_given:${row.id}:${now}`,
        consent_id: row.id,
        child_uuid: row.child_uuid,
        decision: 'given',
        erase_after: null,
      });
    });
    return children(caller);
  }

  /** The consents a parent gave, with each child's name. */
  async function children(caller: AuthContext): Promise<ChildConsentsData> {
    // A parent who refused keeps seeing that; once the child asks someone else, the request is not theirs.
    const rows = (await consents().ofParent(caller.uuid)).filter((r) => r.state !== ConsentState.Waiting);
    const people = new Map((await repo.usersByUuids(rows.map((r) => r.child_uuid))).map((u) => [u.uuid, u]));
    return {
      children: rows.map((r) => ({
        uuid: r.child_uuid,
        name: fullName(people.get(r.child_uuid)),
        state: r.state,
        given_at: r.given_at,
        notice_version: r.notice_version,
        withdrawn_at: r.withdrawn_at,
        erase_after: r.erase_after,
      })),
    };
  }

  /** The parent withdraws: the child is blocked again at once, signed out everywhere, and erasure is due. */
  async function withdraw(caller: AuthContext, body: WithdrawConsentBody): Promise<ChildConsentsData> {
    const row = await consents().ofChild(body.uuid);
    if (!row || row.parent_uuid !== caller.uuid || row.state !== ConsentState.Given) {
      throw new AppError('NOT_FOUND', REASONS.noSuchChild);
    }
    const now = clock();
    await consents().update(row.id, [ConsentState.Given], {
      state: ConsentState.Withdrawn,
      withdrawn_at: iso(now),
      erase_after: iso(now + ERASE_AFTER_WITHDRAWAL_DAYS * DAY_MS),
    });
    await session.endAllSessions(row.child_uuid);
    deps.log.info({ consentId: row.id }, 'a parent withdrew consent; the child is blocked and erasure is due');
    return children(caller);
  }

  /** Children whose erasure day has come with no parent agreeing since, and what ended their consent; at most `limit`. */
  async function erasureDue(limit: number): Promise<{ child_uuid: string; ending: ConsentEnding }[]> {
    const now = iso(clock());
    return (await consents().erasureDue(now, limit)).flatMap((row) => {
      const ending = consentErasureDue(row, now);
      return ending ? [{ child_uuid: row.child_uuid, ending }] : [];
    });
  }

  /** Whether this child is still due now: asked again just before erasing, so a parent agreeing a moment ago wins. */
  async function stillDueForErasure(childUuid: string): Promise<ConsentEnding | null> {
    const row = await consents().ofChild(childUuid);
    return row ? consentErasureDue(row, iso(clock())) : null;
  }

  return { startIfNeeded, mine, nameParent, give, children, withdraw, erasureDue, stillDueForErasure };
}
