import { describe, expect, it } from 'vitest';
import type { PaymentRow } from './commerce.repository.js';
import { createCommercePolicy, type BuyerActor } from './commerce.policy.js';

// DOMAIN.md: a school's people never see another school's data; a payment is confirmed by the
// person who started it (purchase.service.ts), and anyone else is answered as if it did not exist.
const PAYMENTS = [{ id: 'pay-1', payer_uuid: 'parent-p' } as PaymentRow];
const policy = createCommercePolicy({ repo: { paymentById: async (id) => PAYMENTS.find((p) => p.id === id) } });
const parent: BuyerActor = { uuid: 'parent-p', schoolIds: [10] };

describe('the commerce policy', () => {
  it('lets a school’s people read only their own school’s packages', async () => {
    expect(await policy.allowedIds(parent, 'readSchoolPackages', [10, 20])).toEqual([10]);
    const refusal = await policy.authorizeOne(parent, 'readSchoolPackages', 20).catch((e: Error) => e.message);
    expect(refusal).toBe('No such school.');
  });

  it('lets only the payer confirm a payment; another’s is absent as a missing one', async () => {
    expect(await policy.allowedIds(parent, 'confirmPayment', ['pay-1'])).toEqual(['pay-1']);
    const other = { uuid: 'parent-q', schoolIds: [10] };
    const theirs = await policy.authorizeOne(other, 'confirmPayment', 'pay-1').catch((e: Error) => e.message);
    const missing = await policy.authorizeOne(other, 'confirmPayment', 'pay-9').catch((e: Error) => e.message);
    expect([theirs, missing]).toEqual(['No such payment.', 'No such payment.']);
  });
});
