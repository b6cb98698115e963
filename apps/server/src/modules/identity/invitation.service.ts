import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { AcceptInvitationBody, LoginData } from '@esc/contracts';
import { isAcceptablePassword } from '@esc/contracts';
import { DEFAULT_LANGUAGE } from '@esc/contracts/languages';
import { parseMobile } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError, type AppFieldError, type ReasonRef } from '../../platform/errors/app-error.js';
import type { IdentityRepository } from './identity.repository.js';
import { invitationMessage } from './messages.js';
import { createInvitationRepository, type InvitationRepository } from './invitation.repository.js';
import type { SessionService } from './session.service.js';
import { SIGN_UP_MESSAGES } from './sign-up.service.js';
import type { ThrottleService } from './throttle.service.js';
import type { PersonLanguages } from './person-languages.js';

/** An invitation works once, for two weeks. */
export const INVITATION_DAYS = 14;
/** Letters and digits that cannot be mistaken for one another when read from paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Tries of invitation codes from one address. */
export const INVITATION_BUDGET = { max: 20, windowSeconds: 900 } as const;

/** What acceptance says of a code it refuses, as a reason of the catalogue. */
export const INVITATION_MESSAGES = {
  code: { reason: 'identity.invitationCodeWrong' },
} as const satisfies Record<string, ReasonRef>;

/** "K7QM-3XPD-9HTR": 12 characters of 31, about 59 bits; typed with or without dashes, any case. */
export function newInvitationCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-');
}

function hashOf(code: string): string {
  const tidy = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(tidy).digest('hex');
}

/** Messages in flight at once while a batch of invitations goes out: a provider's round trips overlap. */
const SENDS_AT_ONCE = 8;

/** Whom an invitation is for, as its message names them. */
export interface InvitedPerson {
  firstName: string;
  email: string | null;
  mobile: string | null;
  countryIso: string;
  schoolName: string;
}

export interface IssuedInvitation {
  userUuid: string;
  code: string;
  expiresAt: string;
}

export type InvitationService = ReturnType<typeof createInvitationService>;

/** One-time invitations of people a school imported: they set a password, then they are signed in. */
export function createInvitationService(deps: {
  db: Db;
  repo: IdentityRepository;
  session: SessionService;
  throttle: ThrottleService;
  clock: () => number;
  passwordScryptN: number;
  notifier: Notifier;
  /** PUBLIC_URL: links in messages are full addresses; without it the screen path is given. */
  publicUrl: string | null;
  log: FastifyBaseLogger;
  /** The language of each person's messages. */
  languages: Pick<PersonLanguages, 'languagesOf'>;
}) {
  const { repo, session, throttle, clock, notifier, log } = deps;

  function linkOf(code: string): string {
    return `${deps.publicUrl ?? ''}/accept-invitation?code=${encodeURIComponent(code)}`;
  }

  /** Where an invitation goes: the person's email, else their mobile; null when the notifier has neither channel. */
  function addressOf(person: InvitedPerson) {
    const mobile = person.mobile ? parseMobile(person.mobile, person.countryIso) : null;
    const address = person.email
      ? { channel: 'email' as const, to: person.email }
      : mobile
        ? { channel: 'sms' as const, to: mobile.e164 }
        : null;
    return address && notifier.channels.includes(address.channel) ? address : null;
  }

  /**
   * Sends each invitation to its person's email, else their mobile, in their language (read once for
   * all of them), a few at a time: a school's import invites thousands, and one by one a provider's
   * round trips add up to minutes. Answers each link and whether its message went out, in order; a
   * failed delivery is logged, the admin still has the printable list.
   */
  async function deliverAll(
    items: readonly { invitation: IssuedInvitation; person: InvitedPerson }[],
  ): Promise<{ link: string; sent: boolean }[]> {
    const languages = await deps.languages.languagesOf(items.map((i) => i.invitation.userUuid));
    const out = items.map(({ invitation }) => ({ link: linkOf(invitation.code), sent: false }));
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < items.length; i = next++) {
        const { invitation, person } = items[i]!;
        const address = addressOf(person);
        if (!address) continue;
        try {
          const language = languages.get(invitation.userUuid) ?? DEFAULT_LANGUAGE;
          await notifier.send(
            invitationMessage(language, address.channel, address.to, {
              code: invitation.code,
              link: deps.publicUrl ? out[i]!.link : null,
              schoolName: person.schoolName,
              firstName: person.firstName,
              expiresInDays: INVITATION_DAYS,
            }),
          );
          out[i]!.sent = true;
        } catch (error) {
          log.warn({ err: error }, 'an invitation could not be sent');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, items.length) }, worker));
    return out;
  }
  const invitations = (trx?: Db): InvitationRepository => createInvitationRepository(trx ?? deps.db);

  /** An invitation per person (earlier open ones are withdrawn), inside the caller's transaction. */
  async function issue(
    people: readonly { userUuid: string; schoolId: number }[],
    createdBy: string,
    trx?: Db,
  ): Promise<IssuedInvitation[]> {
    const now = clock();
    const at = new Date(now).toISOString();
    const expiresAt = new Date(now + INVITATION_DAYS * 24 * 3600 * 1000).toISOString();
    const issued = people.map((p) => ({ ...p, code: newInvitationCode() }));
    const store = invitations(trx);
    await store.withdrawOpen(
      people.map((p) => p.userUuid),
      at,
    );
    await store.insert(
      issued.map((p) => ({
        id: randomUUID(),
        code_hash: hashOf(p.code),
        user_uuid: p.userUuid,
        school_id: p.schoolId,
        created_by: createdBy,
        expires_at: expiresAt,
        accepted_at: null,
        created_at: at,
      })),
    );
    return issued.map((p) => ({ userUuid: p.userUuid, code: p.code, expiresAt }));
  }

  /** The person sets a password with the code, once, before it expires; then they are signed in. */
  async function accept(body: AcceptInvitationBody, address: string): Promise<LoginData> {
    // Only wrong codes count: a class accepting its invitations from one school network is never stopped.
    const gate = {
      key: `invitation:${address}`,
      reason: 'signIn.tooManyInvitationCodes' as const,
    };
    await throttle.assertOpen([gate]);
    if (!isAcceptablePassword(body.password)) {
      const errors: AppFieldError[] = [{ field: 'password', ...SIGN_UP_MESSAGES.password }];
      throw new AppError('VALIDATION_FAILED', SIGN_UP_MESSAGES.password, { errors });
    }
    const invitation = await invitations().findByCodeHash(hashOf(body.code));
    const hash = invitation ? await hashPassword(body.password, deps.passwordScryptN) : null;
    const at = new Date(clock()).toISOString();
    const accepted =
      invitation &&
      hash &&
      (await repo.inTransaction(async (accounts, trx) => {
        if (!(await invitations(trx).accept(invitation.id, at))) return false;
        await accounts.setPasswordHash([invitation.user_uuid], hash);
        return true;
      }));
    if (!invitation || !accepted) {
      await throttle.failureAgainstBudget(gate.key, INVITATION_BUDGET);
      const errors: AppFieldError[] = [{ field: 'code', ...INVITATION_MESSAGES.code }];
      throw new AppError('VALIDATION_FAILED', INVITATION_MESSAGES.code, { errors });
    }
    return session.startSession(invitation.user_uuid);
  }

  return { issue, deliverAll, accept };
}
