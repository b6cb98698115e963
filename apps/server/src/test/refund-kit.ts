import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { AppConfig } from '../config.js';
import { DEMO_GST_SUPPLIER } from '../gst-supplier-config.js';
import { makeClassContents, makeFreeLearner } from './access-factories.js';
import { makePackage } from './commerce-factories.js';
import { signIn } from '../modules/commerce/commerce-test-kit.js';
import { refundProcessedEvent } from './razorpay-payloads.js';
import type { RazorpayStandIn } from './razorpay-stand-in.js';
import { call, type TestApp } from './test-app.js';

// A learner who bought a package through Razorpay, and the refunds Razorpay tells of: what the tests
// of taking a package back share (in one server process, and across two).

const KEY_ID = 'rzp_live_ILgsfZCZoFIKMb';
const KEY_SECRET = 'the-key-secret-from-the-dashboard';
const WEBHOOK_SECRET = 'the-webhook-secret-from-the-dashboard';
export const PRICE = 1_180_00;

const hmac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Production with Razorpay's keys, its Orders API at the stand-in. */
export function razorpayConfig(standIn: RazorpayStandIn): Partial<AppConfig> {
  return {
    mode: 'production',
    razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: standIn.url },
    gstSupplier: DEMO_GST_SUPPLIER,
  };
}

/** Premium content ("High Weightage Content" needs a package) and a default-school learner of its class. */
export async function premiumWorld(t: TestApp) {
  const { place, ids } = await makeClassContents(t.db, { count: 1, group: 'High Weightage Content' });
  const learner = await makeFreeLearner(t.db, place);
  const pkg = await makePackage(t.db, {
    price_paise: PRICE,
    classes: [{ boardId: place.boardId, classId: place.classId }],
  });
  return { place, contentId: ids[0]!, learner, packageId: pkg.package_id };
}

/** The learner buys the package: checkout, then the payer's confirmation signed as Checkout signs it. */
export async function buy(t: TestApp, world: Awaited<ReturnType<typeof premiumWorld>>, paymentId: string) {
  const token = await signIn(t.app, world.learner);
  const checkout = await call(t.app, 'POST', '/api/commerce/checkout', {
    token,
    body: {
      package_id: world.packageId,
      board_id: world.place.boardId,
      class_id: world.place.classId,
      idempotency_key: `refund-kit-${paymentId}`,
    },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const order = checkout.body.data.order_reference as string;
  const confirmed = await call(t.app, 'POST', '/api/commerce/confirm', {
    token,
    body: {
      payment_id: checkout.body.data.payment_id,
      razorpay_order_id: order,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(`${order}|${paymentId}`, KEY_SECRET),
    },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { token, order };
}

/** Razorpay's refund.processed delivery, signed with the webhook secret. */
export function deliverRefund(
  t: TestApp,
  refund: { order: string; paymentId: string; refundId: string; refundAmount: number; eventId: string },
) {
  const raw = JSON.stringify(
    refundProcessedEvent({
      orderId: refund.order,
      paymentId: refund.paymentId,
      amount: PRICE,
      refundId: refund.refundId,
      refundAmount: refund.refundAmount,
    }),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/commerce/razorpay/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmac(raw, WEBHOOK_SECRET),
      'x-razorpay-event-id': refund.eventId,
    },
  });
}

/** What the content player is told of the content: the gate's decision (kept for a while when allowed). */
export async function accessOf(t: TestApp, token: string, contentId: number) {
  const res = await call(t.app, 'GET', `/api/content/v2/contentDetailsByContentIds?contentIds=${contentId}`, {
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.content_details[0].access as { allowed: boolean; reason: string };
}
