import type { Channel, OutgoingMessage } from '../../platform/notify/notifier.js';

// The words of every message identity sends. SMS templates registered with a provider (India's DLT
// rules) carry the same values by name: code, minutes, school, link, child.

const PRODUCT = 'ESC Learning';

const PURPOSE_WORDS = {
  sign_up: 'to finish creating your account',
  reset_password: 'to choose a new password',
  contact_change: 'to confirm this as your new contact',
} as const;

export type CodeMessagePurpose = keyof typeof PURPOSE_WORDS;

/** A one-time code: "123456 is your ESC Learning code to choose a new password. It expires in 10 minutes." */
export function codeMessage(
  channel: Channel,
  to: string,
  code: string,
  purpose: CodeMessagePurpose,
  ttlSeconds: number,
): OutgoingMessage {
  const minutes = String(Math.round(ttlSeconds / 60));
  return {
    channel,
    to,
    kind: 'otp',
    subject: `Your ${PRODUCT} code: ${code}`,
    text:
      `${code} is your ${PRODUCT} code ${PURPOSE_WORDS[purpose]}. It expires in ${minutes} minutes.\n` +
      'If you did not ask for it, ignore this message: nothing changes without the code.',
    variables: { code, minutes },
  };
}

/** A school's invitation of a person it imported: the code, and a link that opens the invitation screen. */
export function invitationMessage(
  channel: Channel,
  to: string,
  invitation: { code: string; link: string | null; schoolName: string; firstName: string; expiresInDays: number },
): OutgoingMessage {
  const { code, link, schoolName, firstName, expiresInDays } = invitation;
  const where = link ?? `the sign-in page of ${PRODUCT}, "Accept an invitation"`;
  return {
    channel,
    to,
    kind: 'invitation',
    subject: `${schoolName} invites you to ${PRODUCT}`,
    text:
      `Hello ${firstName},\n\n${schoolName} has created your ${PRODUCT} account. To set your password, open ` +
      `${where} and enter the invitation code ${code}. The code works once and expires in ${expiresInDays} days.`,
    variables: { code, school: schoolName, link: link ?? '', days: String(expiresInDays) },
  };
}

/** A school asks to link an existing parent account to a child: the parent confirms with the code. */
export function parentLinkMessage(
  channel: Channel,
  to: string,
  request: { code: string; schoolName: string; childName: string; expiresInDays: number },
): OutgoingMessage {
  const { code, schoolName, childName, expiresInDays } = request;
  return {
    channel,
    to,
    kind: 'parent_link',
    subject: `${schoolName} asks to link your account to ${childName}`,
    text:
      `${schoolName} asks to link your ${PRODUCT} parent account to ${childName}. If ${childName} is your child, ` +
      `sign in and confirm with the code ${code} under "Link requests". Nothing is linked without the code. ` +
      `The request expires in ${expiresInDays} days.`,
    variables: { code, school: schoolName, child: childName, days: String(expiresInDays) },
  };
}
