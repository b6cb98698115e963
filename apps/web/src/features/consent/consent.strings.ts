import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** A waiting child's screen and a parent's consent page (English). */
export const consentStrings = {
  waiting: {
    title: 'A parent needs to agree first',
    intro:
      'You are under 18 and signed up on your own. The law asks a parent to agree before ESC+ keeps your learning. Until then you can browse the lessons like a guest.',
    asked: 'We sent a code to {{contact}}. Ask your parent to open the message and agree.',
    askedWhen: 'Asked on {{date}}.',
    withdrawn: 'Your parent withdrew their agreement. Ask them, or another parent, to agree again.',
    refused:
      'Your parent did not agree. You can ask another parent before {{date}}. After that day your account and everything in it is deleted.',
    nameTitle: 'Who is your parent?',
    changeTitle: 'Ask another parent',
    byMobile: 'Mobile number',
    byEmail: 'E-mail',
    channelLabel: 'How should we reach them?',
    email: 'Parent’s e-mail address',
    send: 'Send the code to my parent',
    resend: 'Send the code again',
    change: 'Ask another parent',
    sent: 'Sent. Your parent has 7 days to agree.',
    demoCode: 'Demo: no message leaves this server. The code your parent would read is {{otp}}.',
    failed: 'We could not send the code. Check the number or address and try again.',
    browse: 'Browse as a guest',
    given: 'Your parent agreed. You can learn now.',
    openDashboard: 'Open my dashboard',
  },
  parentConsent: {
    title: 'Agree to your child’s learning on ESC+',
    intro:
      'Your child signed up to ESC+ and named you as their parent. Read what ESC+ does with a child’s data, then agree with the code we sent you.',
    noticeTitle: 'What ESC+ does with your child’s data (notice {{version}})',
    purposes: {
      account: 'Their account: name, contact, date of birth, board and class, so they can sign in and learn.',
      learning:
        'Their learning: progress, bookmarks, answers, tests, homework and doubts, so they and you can see how they are doing.',
      messages: 'Messages: notifications and codes, in the language they choose.',
      safety: 'Safety: sign-in records that stop password guessing.',
    },
    promises:
      'ESC+ shows no advertising to children, does not track them, and shares nothing with advertisers. You can download your child’s data, ask for it to be erased, or withdraw this agreement at any time from your profile.',
    notParent: 'You are signed in with an account that is not a parent’s. Sign out and sign in as a parent.',
    code: 'The 6-digit code from the message',
    adult: 'I am an adult (18 or over) and this child’s parent.',
    agree: 'Agree',
    refuse: 'Do not agree',
    refuseMeans:
      'If you do not agree, {{name}} cannot learn on ESC+ and their account is deleted after 30 days, unless another parent agrees before then.',
    who: '{{name}} asked you to agree.',
    refused:
      'You did not agree. {{name}} cannot learn on ESC+. Their account will be deleted on {{date}} unless another parent agrees before then.',
    alreadyGiven: '{{name}}’s request is already agreed to. Nothing more is needed.',
    closed: '{{name}}’s request is no longer waiting for an answer.',
    codeRequired: 'Enter the 6 digits of the code.',
    adultRequired: 'Confirm that you are an adult and this child’s parent.',
    failed: 'That did not work. Please try again.',
    done: 'Thank you. {{name}} can now learn on ESC+. You can withdraw this agreement from your profile.',
    openDashboard: 'Open my dashboard',
  },
};
export type ConsentStrings = typeof consentStrings;

registerStrings(consentStrings, import.meta.glob<CatalogueModule>('./consent.*.strings.ts'));
