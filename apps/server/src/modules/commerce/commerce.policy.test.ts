import { describe, expect, it } from 'vitest';
import type { InvoiceRow, PaymentRow } from './commerce.repository.js';
import { createCommercePolicy, type BuyerActor } from './commerce.policy.js';

// DOMAIN.md: a school's people never see another school's data; a payment is confirmed by the
// person who started it (purchase.service.ts), and anyone else is answered as if it did not exist.
// An invoice is downloaded by its payer, its learner or a parent linked to its learner; to anyone
// else it does not exist (404, the words of a missing one).
const PAYMENTS = [{ id: 'pay-1', payer_uuid: 'parent-p' } as PaymentRow];
const INVOICES = [
  { invoice_id: 'INV-1', payer_uuid: 'parent-p', learner_uuid: 'kiran' },
  { invoice_id: 'INV-2', payer_uuid: 'anu', learner_uuid: 'anu' },
] as InvoiceRow[];
const LINKS = [
  { parent_uuid: 'parent-p', child_uuid: 'kiran' },
  { parent_uuid: 'parent-q', child_uuid: 'kiran' },
];
const invoiceLoads: string[][] = [];
const policy = createCommercePolicy({
  repo: {
    paymentById: async (id) => PAYMENTS.find((p) => p.id === id),
    invoicesByIds: async (ids) => {
      invoiceLoads.push([...ids]);
      return INVOICES.filter((i) => ids.includes(i.invoice_id));
    },
  },
  directory: { parentsOfChildren: async (uuids) => LINKS.filter((l) => uuids.includes(l.child_uuid)) },
});
const parent: BuyerActor = { uuid: 'parent-p', parent: true, schoolIds: [10] };
const person = (uuid: string, isParent = false): BuyerActor => ({ uuid, parent: isParent, schoolIds: [] });

describe('the commerce policy', () => {
  it('lets a school’s people read only their own school’s packages', async () => {
    expect(await policy.allowedIds(parent, 'readSchoolPackages', [10, 20])).toEqual([10]);
    const refusal = await policy.authorizeOne(parent, 'readSchoolPackages', 20).catch((e: Error) => e.message);
    expect(refusal).toBe('No such school.');
  });

  it('lets only a school’s admin read its licences: its other people and other schools’ admins do not', async () => {
    const admin: BuyerActor = { uuid: 'admin-a', parent: false, schoolIds: [10], adminOf: [10] };
    const teacher: BuyerActor = { uuid: 'teacher-t', parent: false, schoolIds: [10] };
    expect(await policy.allowedIds(admin, 'readSchoolLicences', [10, 20])).toEqual([10]);
    expect(await policy.allowedIds(teacher, 'readSchoolLicences', [10])).toEqual([]);
  });

  it('lets only the payer confirm a payment; another’s is absent as a missing one', async () => {
    expect(await policy.allowedIds(parent, 'confirmPayment', ['pay-1'])).toEqual(['pay-1']);
    const other = { uuid: 'parent-q', parent: true, schoolIds: [10] };
    const theirs = await policy.authorizeOne(other, 'confirmPayment', 'pay-1').catch((e: Error) => e.message);
    const missing = await policy.authorizeOne(other, 'confirmPayment', 'pay-9').catch((e: Error) => e.message);
    expect([theirs, missing]).toEqual(['No such payment.', 'No such payment.']);
  });

  it('lets the payer, the learner and a parent linked to the learner download an invoice, in one load', async () => {
    invoiceLoads.length = 0;
    expect(await policy.allowedIds(parent, 'downloadInvoice', ['INV-1', 'INV-2'])).toEqual(['INV-1']);
    expect(invoiceLoads).toEqual([['INV-1', 'INV-2']]);
    expect(await policy.allowedIds(person('kiran'), 'downloadInvoice', ['INV-1', 'INV-2'])).toEqual(['INV-1']);
    expect(await policy.allowedIds(person('parent-q', true), 'downloadInvoice', ['INV-1'])).toEqual(['INV-1']);
    expect(await policy.allowedIds(person('anu'), 'downloadInvoice', ['INV-1', 'INV-2'])).toEqual(['INV-2']);
  });

  it('answers anyone else’s invoice as a missing one, a linked account that is no parent’s too', async () => {
    const asks = [
      [person('stranger'), 'INV-1'],
      [person('parent-q'), 'INV-1'],
      [person('stranger'), 'INV-9'],
    ] as const;
    const answers = await Promise.all(
      asks.map(([who, id]) => policy.authorizeOne(who, 'downloadInvoice', id).catch((e: Error) => e.message)),
    );
    expect(answers).toEqual(Array(3).fill('No such invoice.'));
  });
});
