import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type CommerceTable =
  'packages' | 'package_syllabus' | 'subscriptions' | 'licences' | 'payments' | 'payment_events' | 'invoices';

// GST records: a registered person keeps accounts and invoices for 72 months after the due date of the
// year's annual return (CGST Act 2017 s. 36); eight years covers the longest case.
const GST = { years: 8, law: 'GST records, CGST Act 2017 s. 36' } as const;

/** What the commerce module keeps of people (platform/privacy/personal-data.ts). */
export const commercePersonalData: PersonalDataOf<CommerceTable> = {
  packages: { none: 'what the product sells' },
  package_syllabus: { none: 'what the product sells' },
  licences: { none: 'a school’s seats, counted, not named' },
  payment_events: { none: 'the payment provider’s messages about a payment, by its reference' },
  subscriptions: {
    people: { uuid: 'delete-row', purchased_by: 'keep' },
    purpose: 'Which packages a learner may open, until when, and who bought them.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  payments: {
    people: { payer_uuid: 'keep', learner_uuid: 'keep' },
    data: {
      buyer_state: 'the buyer’s state, for the tax',
      buyer_gstin: 'the buyer’s GST number, when a business buys',
      provider_reference: 'the payment provider’s reference',
    },
    purpose: 'What was paid, by whom and for whom, for the accounts and refunds.',
    basis: 'law',
    kept: GST,
  },
  invoices: {
    people: { payer_uuid: 'keep', learner_uuid: 'keep' },
    data: { buyer_gstin: 'the buyer’s GST number, when a business buys', place_of_supply: 'the buyer’s state' },
    purpose: 'The tax invoice of a purchase.',
    basis: 'law',
    kept: GST,
  },
};
