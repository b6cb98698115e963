import type { LanguageCode } from '@esc/contracts/languages';
import type { SendOtpBody, SendOtpData, VerifyOtpBody, VerifyOtpData } from '@esc/contracts';
import { AppError } from '../../platform/errors/app-error.js';
import { contactTarget, type CodeDelivery } from './code-delivery.js';
import type { ContactValue, RegistrationService } from './registration.service.js';
import type { ThrottleService } from './throttle.service.js';

/** Codes sent from one address: enough for a family signing up, too few to flood numbers. */
export const SEND_BUDGET = { max: 20, windowSeconds: 900 } as const;

export type OtpService = ReturnType<typeof createOtpService>;

/**
 * The sign-up code of /verify-otp and /sign-up (spec 002 §2.2): a 6-digit code to a
 * mobile number or an email, kept in the database; tries count per target across re-sends.
 */
export function createOtpService(deps: {
  delivery: CodeDelivery;
  registration: RegistrationService;
  throttle: ThrottleService;
}) {
  const { delivery, registration, throttle } = deps;

  function contactOf(body: { mobile?: string; email?: string; country_iso?: string }): ContactValue {
    const given = [body.mobile, body.email].filter((v) => v !== undefined && v.trim() !== '');
    if (given.length !== 1) {
      const oneContact = { reason: 'validation.oneContact' } as const;
      throw new AppError('VALIDATION_FAILED', oneContact, { errors: [{ field: 'mobile', ...oneContact }] });
    }
    return body.mobile
      ? registration.contactOf('mobile', body.mobile, body.country_iso, 'mobile')
      : registration.contactOf('email', body.email!, undefined, 'email');
  }

  /** `language`: the request's, since the person is not known yet. */
  async function send(body: SendOtpBody, address: string, language: LanguageCode): Promise<SendOtpData> {
    const contact = contactOf(body);
    await throttle.spend(
      {
        key: `otp-send:${address}`,
        reason: 'signIn.tooManyCodes',
      },
      SEND_BUDGET,
    );
    const sent = await delivery.send('sign_up', contact, { target: contactTarget(contact), language });
    return {
      sent: true,
      expires_in: sent.expiresIn,
      sent_to: sent.sentTo,
      ...(contact.kind === 'mobile' ? { mobile: sent.sentTo } : {}),
      ...(sent.demoCode ? { otp: sent.demoCode } : {}),
    };
  }

  /** Checks the code and keeps it for the sign-up that follows (it is used up there). */
  async function verify(body: VerifyOtpBody): Promise<VerifyOtpData> {
    const outcome = await delivery.check('sign_up', contactTarget(contactOf(body)), body.otp, 'verify');
    return outcome.ok ? { verified: true, attempts_left: 0 } : { verified: false, attempts_left: outcome.triesLeft };
  }

  return { send, verify };
}
