import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/razorpay-stand-in.js';
import { accessOf, buy, deliverRefund, premiumWorld, PRICE, razorpayConfig } from '../../test/refund-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A purchase refunded through Razorpay (its refund.processed webhook, in the documented sample's
// shape): a refund of the whole payment takes the package back at once, even where the player's
// decision was kept a moment ago; a refund of a part leaves it. The invoice stays, as a record.

let standIn: RazorpayStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await createTestApp({ config: razorpayConfig(standIn) });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe('a refunded purchase', () => {
  it('opens premium content while bought, still after a part refund, and no more after a full refund', async () => {
    const world = await premiumWorld(t);
    const paymentId = 'pay_FPoJKWQQ8lK13n';
    const { token, order } = await buy(t, world, paymentId);
    expect(await accessOf(t, token, world.contentId)).toMatchObject({ allowed: true });

    const part = await deliverRefund(t, {
      order,
      paymentId,
      refundId: 'rfnd_FS8TWyPrCsa0OB',
      refundAmount: 500_00,
      eventId: 'evt_Refund00000001',
    });
    expect(part.json().data).toMatchObject({ event: 'refund.processed', outcome: 'partly-refunded' });
    await t.services.jobs.drain();
    expect(await accessOf(t, token, world.contentId)).toMatchObject({ allowed: true });

    const full = await deliverRefund(t, {
      order,
      paymentId,
      refundId: 'rfnd_FS8TWyPrCsa0OC',
      refundAmount: PRICE,
      eventId: 'evt_Refund00000002',
    });
    expect(full.json().data).toMatchObject({ outcome: 'refunded', duplicate: false });
    await t.services.jobs.drain();
    expect(await accessOf(t, token, world.contentId)).toMatchObject({ allowed: false, reason: 'premium-group' });

    const again = await deliverRefund(t, {
      order,
      paymentId,
      refundId: 'rfnd_FS8TWyPrCsa0OC',
      refundAmount: PRICE,
      eventId: 'evt_Refund00000002',
    });
    expect(again.json().data).toMatchObject({ outcome: 'refunded', duplicate: true });
    const invoices = await t.db
      .selectFrom('invoices')
      .select('invoice_id')
      .where('learner_uuid', '=', world.learner.uuid)
      .execute();
    expect(invoices).toHaveLength(1);
  });

  it('a refund of an order this server did not make changes nothing', async () => {
    const res = await deliverRefund(t, {
      order: 'order_NotOurs000001',
      paymentId: 'pay_NotOurs0000001',
      refundId: 'rfnd_NotOurs000001',
      refundAmount: PRICE,
      eventId: 'evt_Refund00000003',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('unknown-order');
  });
});
