import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The operator's screens: the security events for the platform's editors (English). */
export const operatorStrings = {
  securityEvents: {
    title: 'Security events',
    intro:
      'What the product recorded for a breach investigation: failed sign-ins, refresh tokens used twice, calls slowed for too many tries, and refused permissions. Events are kept for a year. Days are India’s.',
    kindLabel: 'Kind',
    allKinds: 'All kinds',
    from: 'From (day)',
    to: 'To (day)',
    show: 'Show',
    none: 'No event matches.',
    when: 'When',
    account: 'Account',
    address: 'Address',
    call: 'Call',
    detail: 'Detail',
    newer: 'Newer',
    older: 'Older',
    editorsOnly: 'Only the platform’s editors can see the security events.',
    loadError: 'We could not load the security events.',
    kinds: {
      sign_in_failed: 'Failed sign-in',
      refresh_token_reused: 'Refresh token used twice',
      throttled: 'Too many tries',
      forbidden: 'Permission refused',
    },
  },
};
export type OperatorStrings = typeof operatorStrings;

registerStrings(operatorStrings, import.meta.glob<CatalogueModule>('./operator.*.strings.ts'));
