import type { ConsentRequestData, GiveConsentBody } from '@esc/contracts';
import { CONSENT_NOTICE_VERSION, ConsentState, ERASE_AFTER_WITHDRAWAL_DAYS, isParent } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, type ReasonRef } from '../../platform/errors/app-error.js';
import { createConsentRepository, type ParentalConsent } from './consent.repository.js';
import type { IdentityRepository } from './identity.repository.js';
import type { OneTimeCodeService } from './one-time-code.service.js';

const DAY_MS = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
export const consentCodeTarget = (consentId: string) => `consent:${consentId}`;

/** A parent agreed or refused: published in the writing transaction, so the child is told once it holds. */
export interface ConsentDecided {
  /** Names this decision for good (a handler run twice can tell). */
  id: string;
  consent_id: string;
  child_uuid: string;
  decision: 'given' | 'refused';
  /** After a refusal: when the child's account is erased unless another parent agrees. */
  erase_after: string | null;
}
export type PublishConsentDecided = (trx: Db, event: ConsentDecided) => Promise<void>;

const wrongCode = (left: number): ReasonRef =>
  left > 0 ? { reason: 'consent.codeWrong', params: { count: left } } : { reason: 'consent.noTriesLeft' };

/**
 * What agreeing and refusing both ask of the parent: a parent account, a request still waiting, the
 * adult-and-parent confirmation, the notice shown now, and the code sent to them (used up here).
 */
export async function proveParentAnswer(
  deps: { db: Db; codes: OneTimeCodeService },
  caller: AuthContext,
  body: GiveConsentBody,
): Promise<ParentalConsent> {
  if (!isParent(caller.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'consent.onlyParent' });
  const row = await createConsentRepository(deps.db).find(body.consent_id);
  if (!row || row.state !== ConsentState.Waiting || !row.parent_contact) {
    throw new AppError('NOT_FOUND', { reason: 'consent.requestGone' });
  }
  if (!body.adult_and_parent) {
    const said = { reason: 'consent.confirmAdultParent' } as const;
    throw new AppError('VALIDATION_FAILED', said, { errors: [{ field: 'adult_and_parent', ...said }] });
  }
  if (body.notice_version !== CONSENT_NOTICE_VERSION)
    throw new AppError('CONFLICT', { reason: 'consent.noticeChanged' });
  const outcome = await deps.codes.check('parental_consent', consentCodeTarget(row.id), body.otp, 'consume');
  if (!outcome.ok) {
    const said = wrongCode(outcome.triesLeft);
    throw new AppError('VALIDATION_FAILED', said, { errors: [{ field: 'otp', ...said }] });
  }
  return row;
}

/**
 * A parent's link, read and refused: the request as the parent sees it (the child's first name and
 * its state), and the refusal, recorded like a consent (time, notice version, the parent) and starting
 * the same erasure period as a withdrawal. The child may ask another parent until then.
 */
export function createConsentRefusal(deps: {
  db: Db;
  repo: Pick<IdentityRepository, 'findUserByUuid'>;
  codes: OneTimeCodeService;
  clock: () => number;
  decided: PublishConsentDecided;
  /** Moves the accounts' version in a consent write's transaction (the guard's kept facts). */
  accountsMoved?: (db: Db) => Promise<void>;
}) {
  const consents = (trx?: Db) => createConsentRepository(trx ?? deps.db, deps.accountsMoved);

  async function shown(row: ParentalConsent): Promise<ConsentRequestData> {
    const child = await deps.repo.findUserByUuid(row.child_uuid);
    return {
      consent_id: row.id,
      child_first_name: child?.first_name ?? '',
      state: row.state,
      asked_at: row.asked_at,
      notice_version: CONSENT_NOTICE_VERSION,
      refused_at: row.refused_at,
      erase_after: row.state === ConsentState.Refused ? row.erase_after : null,
    };
  }

  /** The request the link names, to a signed-in parent; anyone else, or a request never sent, finds none. */
  async function request(caller: AuthContext, consentId: string): Promise<ConsentRequestData> {
    if (!isParent(caller.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'consent.onlyParent' });
    const row = await consents().find(consentId.toLowerCase());
    if (!row || !row.parent_contact) throw new AppError('NOT_FOUND', { reason: 'consent.requestGone' });
    return shown(row);
  }

  async function refuse(caller: AuthContext, body: GiveConsentBody): Promise<ConsentRequestData> {
    const row = await proveParentAnswer(deps, caller, body);
    const now = deps.clock();
    const patch = {
      state: ConsentState.Refused,
      refused_at: iso(now),
      parent_uuid: caller.uuid,
      notice_version: body.notice_version,
      erase_after: iso(now + ERASE_AFTER_WITHDRAWAL_DAYS * DAY_MS),
    };
    await deps.db.transaction().execute(async (trx) => {
      if (!(await consents(trx).update(row.id, [ConsentState.Waiting], patch))) {
        throw new AppError('NOT_FOUND', { reason: 'consent.requestGone' });
      }
      await deps.decided(trx, {
        id: `consent_refused:${row.id}:${patch.refused_at}`,
        consent_id: row.id,
        child_uuid: row.child_uuid,
        decision: 'refused',
        erase_after: patch.erase_after,
      });
    });
    return shown({ ...row, ...patch });
  }

  return { request, refuse };
}
