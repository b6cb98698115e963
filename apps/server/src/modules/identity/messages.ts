import type { LanguageCode } from '@esc/contracts/languages';
import { t } from '../../platform/i18n/message-renderer.js';
import type { Channel, OutgoingMessage } from '../../platform/notify/notifier.js';

// The words of every message identity sends, in the recipient's language (the catalogue's
// messages.*). SMS templates registered with a provider (India's DLT rules) carry the same values by
// name: code, minutes, school, link, child.

const PURPOSE_KEYS = {
  sign_up: 'messages.code.signUp',
  reset_password: 'messages.code.resetPassword',
  contact_change: 'messages.code.contactChange',
} as const;

export type CodeMessagePurpose = keyof typeof PURPOSE_KEYS;

/** A one-time code: "123456 is your ESC Learning code to choose a new password. It expires in 10 minutes." */
export function codeMessage(
  language: LanguageCode,
  channel: Channel,
  to: string,
  code: string,
  purpose: CodeMessagePurpose,
  ttlSeconds: number,
): OutgoingMessage {
  const minutes = Math.round(ttlSeconds / 60);
  return {
    channel,
    to,
    kind: 'otp',
    subject: t(language, 'messages.code.subject', { code }),
    text: t(language, PURPOSE_KEYS[purpose], { code, minutes }),
    variables: { code, minutes: String(minutes) },
  };
}

/** A school's invitation of a person it imported: the code, and a link that opens the invitation screen. */
export function invitationMessage(
  language: LanguageCode,
  channel: Channel,
  to: string,
  invitation: { code: string; link: string | null; schoolName: string; firstName: string; expiresInDays: number },
): OutgoingMessage {
  const { code, link, schoolName, firstName, expiresInDays } = invitation;
  const params = { code, school: schoolName, name: firstName, days: expiresInDays };
  return {
    channel,
    to,
    kind: 'invitation',
    subject: t(language, 'messages.invitation.subject', params),
    text: link
      ? t(language, 'messages.invitation.bodyLink', { ...params, link })
      : t(language, 'messages.invitation.bodySignIn', params),
    variables: { code, school: schoolName, link: link ?? '', days: String(expiresInDays) },
  };
}

/** A school asks to link an existing parent account to a child: the parent confirms with the code. */
export function parentLinkMessage(
  language: LanguageCode,
  channel: Channel,
  to: string,
  request: { code: string; schoolName: string; childName: string; expiresInDays: number },
): OutgoingMessage {
  const { code, schoolName, childName, expiresInDays } = request;
  const params = { code, school: schoolName, child: childName, days: expiresInDays };
  return {
    channel,
    to,
    kind: 'parent_link',
    subject: t(language, 'messages.parentLink.subject', params),
    text: t(language, 'messages.parentLink.body', params),
    variables: { code, school: schoolName, child: childName, days: String(expiresInDays) },
  };
}

/** A child who signed up alone asks a parent to agree: the code, and the link to the consent page. */
export function parentalConsentMessage(
  language: LanguageCode,
  channel: Channel,
  to: string,
  request: { code: string; childName: string; link: string; expiresInDays: number },
): OutgoingMessage {
  const { code, childName, link, expiresInDays } = request;
  const params = { code, child: childName, link, days: expiresInDays };
  return {
    channel,
    to,
    kind: 'parental_consent',
    subject: t(language, 'messages.parentalConsent.subject', params),
    text: t(language, 'messages.parentalConsent.body', params),
    variables: { code, child: childName, link, days: String(expiresInDays) },
  };
}
