import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The profile's card of the consents a parent gave, and their withdrawal (English). */
export const childConsentStrings = {
  childConsent: {
    title: 'Consent for your children',
    intro:
      'You agreed that ESC+ may keep these children’s learning. If you withdraw, their learning stops at once, they are signed out, and their data is erased after 30 days.',
    given: 'You agreed on {{date}} (notice {{version}}).',
    withdraw: 'Withdraw consent for {{name}}',
    confirm: 'Withdraw? {{name}} will not be able to learn here until a parent agrees again.',
    confirmYes: 'Yes, withdraw',
    cancel: 'Keep it',
    withdrawn: 'Withdrawn on {{date}}. {{name}}’s data will be erased after {{erase}}.',
    failed: 'We could not withdraw the consent. Please try again.',
  },
};
export type ChildConsentStrings = typeof childConsentStrings;

registerStrings(childConsentStrings, import.meta.glob<CatalogueModule>('./child-consent.*.strings.ts'));
