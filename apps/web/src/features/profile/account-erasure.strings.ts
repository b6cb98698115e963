import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The profile's "Delete the account" card: a person's (or a parent's for a child) erasure request (English). */
export const accountErasureStrings = {
  erasure: {
    title: 'Delete the account',
    intro:
      'You can ask for your account to be erased. Your school (or ESC+, if you signed up on your own) decides within 30 days.',
    ask: 'Delete my account',
    askChild: 'Delete {{name}}’s account',
    waiting: 'Your request is waiting for a decision, due by {{date}}.',
    waitingConsentWithdrawn:
      'A parent withdrew consent: this account will be erased on {{date}}, unless a parent agrees again before then.',
    waitingConsentRefused:
      'A parent refused consent: this account will be erased on {{date}}, unless a parent agrees before then.',
    erasing: 'Your request was approved: the account is being erased.',
    refused: 'Your request was refused: {{reason}}',
    confirmTitle: 'Delete {{name}}’s account?',
    goes: 'The name, e-mail, mobile, password, photo, uploads, bookmarks, notes, progress and downloads of data go, and nobody can sign in to the account again.',
    keptTitle: 'What is kept, and why',
    keptResults:
      'Test results and attendance stay in the class’s records as “Former learner”, so the class’s results still add up.',
    keptInvoices: 'Invoices stay for 8 years, as GST law requires.',
    decider: 'The school decides (or ESC+, for an account made without a school) within 30 days.',
    reason: 'Why (optional)',
    cancel: 'Cancel',
    confirm: 'Ask for deletion',
  },
};
export type AccountErasureStrings = typeof accountErasureStrings;

registerStrings(accountErasureStrings, import.meta.glob<CatalogueModule>('./account-erasure.*.strings.ts'));
