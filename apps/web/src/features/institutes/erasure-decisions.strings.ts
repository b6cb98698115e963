import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The school admin's requests to delete accounts: approve, or refuse with a reason (English). */
export const erasureDecisionsStrings = {
  erasureDecisions: {
    title: 'Requests to delete accounts',
    loadError: 'We could not load the requests to delete accounts.',
    none: 'No one has asked for their account to be deleted.',
    due: 'Waiting for your decision, due by {{date}}.',
    reason: 'Their reason: {{reason}}',
    refusal: 'Refused: {{reason}}',
    refusalLabel: 'Why you refuse (they will read it)',
    approve: 'Approve and delete',
    refuse: 'Refuse',
    grounds: {
      consent_withdrawn:
        'Deleted without a request: a parent withdrew consent for this child, and no parent agreed again within 30 days.',
      consent_refused:
        'Deleted without a request: a parent refused consent for this child, and no parent agreed within 30 days.',
    },
    state: {
      refused: 'Refused.',
      erasing: 'Being deleted.',
      erased: 'Deleted.',
    },
  },
};
export type ErasureDecisionsStrings = typeof erasureDecisionsStrings;

registerStrings(erasureDecisionsStrings, import.meta.glob<CatalogueModule>('./erasure-decisions.*.strings.ts'));
