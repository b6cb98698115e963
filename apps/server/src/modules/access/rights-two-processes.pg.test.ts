import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/razorpay-stand-in.js';
import { accessOf, buy, deliverRefund, premiumWorld, PRICE, razorpayConfig } from '../../test/refund-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Two server processes on one PostgreSQL: a package taken back in one (a full refund Razorpay tells
// it of) is refused by the other within a second, although the other kept its allowed decision a
// moment before. The gate's kept decisions carry a cache version that the access module bumps on
// commerce's event, and the bump reaches every process over LISTEN/NOTIFY.

let standIn: RazorpayStandIn;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  one = await createTestApp({ config: razorpayConfig(standIn) });
  two = await createTestApp({ config: razorpayConfig(standIn), sharing: one });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await standIn?.close();
});

describe('two server processes on one PostgreSQL', () => {
  it('agree on a withdrawn right within a second', async () => {
    expect(one.services.cacheVersions).not.toBe(two.services.cacheVersions);
    const world = await premiumWorld(one);
    const paymentId = 'pay_TwoProcesses001';
    const { token, order } = await buy(one, world, paymentId);
    // The other process decides, and keeps the allowed decision for its player's next reads.
    expect(await accessOf(two, token, world.contentId)).toMatchObject({ allowed: true });
    expect(await accessOf(two, token, world.contentId)).toMatchObject({ allowed: true });

    const refunded = await deliverRefund(one, {
      order,
      paymentId,
      refundId: 'rfnd_TwoProcesses1',
      refundAmount: PRICE,
      eventId: 'evt_TwoProcesses0001',
    });
    expect(refunded.json().data.outcome).toBe('refunded');
    const since = performance.now();
    let access = await accessOf(two, token, world.contentId);
    while (access.allowed && performance.now() - since < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      access = await accessOf(two, token, world.contentId);
    }
    const tookMs = performance.now() - since;
    expect(access).toMatchObject({ allowed: false, reason: 'premium-group' });
    expect(tookMs).toBeLessThan(1000);
  });
});
