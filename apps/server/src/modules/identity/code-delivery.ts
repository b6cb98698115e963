import { joinCodeNumber } from '@esc/domain';
import type { LanguageCode } from '@esc/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Channel, Notifier } from '../../platform/notify/notifier.js';
import { codeMessage } from './messages.js';
import type { CodeCheck, CodePurpose, OneTimeCodeService } from './one-time-code.service.js';
import type { ContactValue } from './registration.service.js';

/** The key a code is kept under: "email:asha@example.com", "mobile:+919876543210". */
export function contactTarget(contact: ContactValue): string {
  return contact.kind === 'email' ? `email:${contact.email}` : `mobile:${contact.mobile.e164}`;
}

/** Where a message goes, and how the screen names it (+91-9876543210 or the email). */
export function contactAddress(contact: ContactValue): { channel: Channel; to: string; shown: string } {
  if (contact.kind === 'email') return { channel: 'email', to: contact.email, shown: contact.email };
  const { mobile } = contact;
  return { channel: 'sms', to: mobile.e164, shown: joinCodeNumber(mobile.callingCode, mobile.national) };
}

export interface SentCode {
  expiresIn: number;
  sentTo: string;
  /** Demo mode only: the code, for the screen to show (no message leaves the demo server). */
  demoCode?: string;
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;

/** A one-time code made, kept in the database and sent through the notifier, in one step. */
export function createCodeDelivery(deps: { codes: OneTimeCodeService; notifier: Notifier; log: FastifyBaseLogger }) {
  const { codes, notifier, log } = deps;

  /**
   * Makes a code for the target and sends it to the contact. `recipient: null` makes the code and
   * sends nothing (a reset for a name nobody has: the answer must not tell). `background` sends
   * without waiting, so the answer takes the same time whether or not a message went out.
   */
  async function send(
    purpose: Exclude<CodePurpose, 'parent_link' | 'parental_consent'>,
    recipient: ContactValue | null,
    options: {
      target: string;
      payload?: unknown;
      background?: boolean;
      shownAs?: string;
      /** The recipient's language: a known person's (read when the message goes), or the request's. */
      language: LanguageCode | (() => Promise<LanguageCode>);
    },
  ): Promise<SentCode> {
    const { code, expiresIn } = await codes.issue(purpose, options.target, { payload: options.payload });
    const demo = notifier.outbox ? { demoCode: code } : {};
    if (!recipient) return { expiresIn, sentTo: options.shownAs ?? '', ...demo };
    const address = contactAddress(recipient);
    const deliver = async () => {
      const language = typeof options.language === 'function' ? await options.language() : options.language;
      await notifier.send(codeMessage(language, address.channel, address.to, code, purpose, expiresIn));
    };
    if (options.background) {
      void deliver().catch((error: unknown) => log.warn({ err: error, kind: purpose }, 'a code could not be sent'));
    } else {
      await deliver();
    }
    // Demo mode (the notifier has the development console): the screen shows the code.
    return { expiresIn, sentTo: address.shown, ...demo };
  }

  function check(purpose: CodePurpose, target: string, code: string, mode: 'verify' | 'consume'): Promise<CodeCheck> {
    return codes.check(purpose, target, code, mode);
  }

  return { send, check };
}
