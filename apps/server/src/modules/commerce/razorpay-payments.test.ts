import { createHmac } from 'node:crypto';
import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage } from '../../test/commerce-factories.js';
import { linkParent, makeBoardAndClass, makeUser } from '../../test/factories.js';
import { orderPaidEvent, paymentCapturedEvent, paymentFailedEvent } from '../../test/razorpay-payloads.js';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/razorpay-stand-in.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { movableClock, signIn } from './commerce-test-kit.js';
import { DEMO_GST_SUPPLIER } from '../../gst-supplier-config.js';

// Production mode: payments go through Razorpay. Its Orders API is a local stand-in;
// checkout signatures and webhook signatures are made here from Razorpay's documented formulas:
// razorpay_signature = HMAC-SHA256(order_id|payment_id, key secret) and X-Razorpay-Signature =
// HMAC-SHA256(raw body, webhook secret); webhook bodies are the documented sample payloads.

const KEY_ID = 'rzp_live_ILgsfZCZoFIKMb';
const KEY_SECRET = 'the-key-secret-from-the-dashboard';
const WEBHOOK_SECRET = 'the-webhook-secret-from-the-dashboard';
const PRICE = 1_180_00;

const time = movableClock();
let standIn: RazorpayStandIn;
let t: TestApp;
let board: number;
let cls: number;
let pkgId: number;
let keys = 0;
let events = 0;

const hmac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');
const post = (path: string, body: unknown, token: string) => call(t.app, 'POST', `/api${path}`, { token, body });

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await createTestApp({
    clock: time.clock,
    config: {
      mode: 'production',
      razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: standIn.url },
      gstSupplier: DEMO_GST_SUPPLIER,
    },
  });
  ({ boardId: board, classId: cls } = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 10' }));
  pkgId = (
    await makePackage(t.db, {
      package_name: 'Class 10 Elite Class',
      price_paise: PRICE,
      duration_days: 30,
      classes: [{ boardId: board, classId: cls }],
    })
  ).package_id;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function checkout(token: string, extra: Record<string, unknown> = {}) {
  const res = await post(
    '/commerce/checkout',
    { package_id: pkgId, board_id: board, class_id: cls, idempotency_key: `rzp-key-${++keys}`, ...extra },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A delivery as Razorpay makes it: the raw JSON, its signature and its event id. */
function deliver(body: unknown, options: { eventId?: string; secret?: string; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/commerce/razorpay/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmac(raw, options.secret ?? WEBHOOK_SECRET),
      'x-razorpay-event-id': options.eventId ?? `evt_Doc${String(++events).padStart(10, '0')}`,
    },
  });
}

const paymentsOf = (learner: string) =>
  t.db.selectFrom('payments').selectAll().where('learner_uuid', '=', learner).execute();
const subscriptionsOf = (learner: string) =>
  t.db.selectFrom('subscriptions').select('id').where('uuid', '=', learner).execute();
const invoicesOf = (learner: string) =>
  t.db.selectFrom('invoices').select('invoice_id').where('learner_uuid', '=', learner).execute();

describe('production: buying through Razorpay', () => {
  it('announces Razorpay and no demo accounts; the page may load Razorpay Checkout', async () => {
    const res = await call(t.app, 'GET', '/api/platform/mode');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ mode: 'production', payment_provider: 'razorpay', demo_accounts: [] });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com/);
  });

  it('checkout creates a Razorpay order for the price in paise; the checkout signature issues the package once', async () => {
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    const data = await checkout(token);
    expect(data).toMatchObject({ provider: 'razorpay', amount_paise: PRICE, currency: 'INR', test_cards: null });
    expect(data.razorpay).toEqual({ key_id: KEY_ID, order_id: data.order_reference });
    expect(data.order_reference).toMatch(/^order_/);
    expect(standIn.requests.at(-1)!.body).toMatchObject({ amount: PRICE, currency: 'INR', receipt: data.payment_id });

    const paymentId = 'pay_DESlfW9H8K9uqM';
    const proof = {
      payment_id: data.payment_id,
      razorpay_order_id: data.order_reference,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(`${data.order_reference}|${paymentId}`, KEY_SECRET),
    };
    const confirmed = await post('/commerce/confirm', proof, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      payment_status: 'paid',
      subscription: { subscription_state: 'active' },
    });
    expect(confirmed.body.data.invoice.total_paise).toBe(PRICE);

    // Razorpay's webhook for the same payment afterwards issues nothing more.
    const captured = await deliver(paymentCapturedEvent({ orderId: data.order_reference, paymentId, amount: PRICE }));
    expect(captured.statusCode).toBe(200);
    expect(captured.json().data).toMatchObject({
      event: 'payment.captured',
      outcome: 'already-paid',
      duplicate: false,
    });
    expect(await subscriptionsOf(learner.uuid)).toHaveLength(1);
    expect(await invoicesOf(learner.uuid)).toHaveLength(1);
    expect((await paymentsOf(learner.uuid))[0]).toMatchObject({ status: 'paid', provider_payment_id: paymentId });
  });

  it('a forged checkout signature issues nothing and names razorpay_signature', async () => {
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    const data = await checkout(token);
    const res = await post(
      '/commerce/confirm',
      {
        payment_id: data.payment_id,
        razorpay_order_id: data.order_reference,
        razorpay_payment_id: 'pay_Forged00000001',
        razorpay_signature: hmac(`${data.order_reference}|pay_Forged00000001`, 'not-the-secret'),
      },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('razorpay_signature');
    expect(await subscriptionsOf(learner.uuid)).toEqual([]);
  });

  it('the test card pays nothing in production: there is no test provider', async () => {
    const learner = await makeUser(t.db);
    const token = await signIn(t.app, learner);
    const data = await checkout(token);
    const res = await post(
      '/commerce/confirm',
      { payment_id: data.payment_id, test_token: '4111 1111 1111 1111' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('razorpay_order_id');
    expect(await subscriptionsOf(learner.uuid)).toEqual([]);
  });

  it('order.paid alone issues the package (the payer closed the tab); its repeat counts once', async () => {
    const child = await makeUser(t.db);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    await linkParent(t.db, parent.uuid, child.uuid);
    const data = await checkout(await signIn(t.app, parent), { uuid: child.uuid });
    const body = orderPaidEvent({ orderId: data.order_reference, paymentId: 'pay_DEAU825sJlCbGa', amount: PRICE });
    const first = await deliver(body, { eventId: 'evt_OrderPaid0000001' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      event_id: 'evt_OrderPaid0000001',
      event: 'order.paid',
      outcome: 'paid',
      duplicate: false,
    });
    const again = await deliver(body, { eventId: 'evt_OrderPaid0000001' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ outcome: 'paid', duplicate: true });
    // payment.captured for the same payment is another event: stored, and nothing more is issued.
    const captured = await deliver(
      paymentCapturedEvent({ orderId: data.order_reference, paymentId: 'pay_DEAU825sJlCbGa', amount: PRICE }),
    );
    expect(captured.json().data.outcome).toBe('already-paid');
    expect(await subscriptionsOf(child.uuid)).toHaveLength(1);
    expect(await invoicesOf(child.uuid)).toHaveLength(1);
    const stored = await t.db
      .selectFrom('payment_events')
      .selectAll()
      .where('event_id', '=', 'evt_OrderPaid0000001')
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('payment.failed leaves the payment open; a later capture of the same order still issues', async () => {
    const learner = await makeUser(t.db);
    const data = await checkout(await signIn(t.app, learner));
    const fields = { orderId: data.order_reference, paymentId: 'pay_DEAU825sJlCbGa', amount: PRICE };
    const failed = await deliver(paymentFailedEvent(fields));
    expect(failed.json().data.outcome).toBe('failed');
    expect((await paymentsOf(learner.uuid))[0]!.status).toBe('failed');
    expect(await subscriptionsOf(learner.uuid)).toEqual([]);
    const captured = await deliver(paymentCapturedEvent({ ...fields, paymentId: 'pay_DEAU825sJlCbGb' }));
    expect(captured.json().data.outcome).toBe('paid');
    expect(await subscriptionsOf(learner.uuid)).toHaveLength(1);
    // A failure reported after the capture never moves a paid payment back.
    const late = await deliver(paymentFailedEvent(fields));
    expect(late.json().data.outcome).toBe('already-paid');
    expect((await paymentsOf(learner.uuid))[0]!.status).toBe('paid');
  });

  it('a capture of another amount issues nothing; an order this server did not make is acknowledged and ignored', async () => {
    const learner = await makeUser(t.db);
    const data = await checkout(await signIn(t.app, learner));
    const short = await deliver(
      paymentCapturedEvent({ orderId: data.order_reference, paymentId: 'pay_Short000000001', amount: 100 }),
    );
    expect(short.json().data.outcome).toBe('amount-mismatch');
    expect(await subscriptionsOf(learner.uuid)).toEqual([]);
    const unknown = await deliver(
      paymentCapturedEvent({ orderId: 'order_DESlLckIVRkHWj', paymentId: 'pay_DESlfW9H8K9uqM', amount: 100 }),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.outcome).toBe('unknown-order');
  });

  it('refuses a delivery whose signature is missing, wrong, or of another body, and stores nothing', async () => {
    const learner = await makeUser(t.db);
    const data = await checkout(await signIn(t.app, learner));
    const body = paymentCapturedEvent({
      orderId: data.order_reference,
      paymentId: 'pay_Tamper00000001',
      amount: PRICE,
    });
    const wrongSecret = await deliver(body, { secret: 'someone-else', eventId: 'evt_Forged000000001' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().errors[0].field).toBe('x-razorpay-signature');
    const otherBody = await deliver(body, {
      signature: hmac(JSON.stringify({ ...body, created_at: 1 }), WEBHOOK_SECRET),
      eventId: 'evt_Forged000000002',
    });
    expect(otherBody.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/razorpay/webhook',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('x-razorpay-signature');
    expect(await subscriptionsOf(learner.uuid)).toEqual([]);
    const stored = await t.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', 'in', ['evt_Forged000000001', 'evt_Forged000000002'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('stores events it does not act on, once', async () => {
    const body = {
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event: 'refund.created',
      contains: ['refund'],
      payload: {},
      created_at: 1,
    };
    const res = await deliver(body, { eventId: 'evt_Refund000000001' });
    expect(res.json().data).toMatchObject({ outcome: 'ignored', duplicate: false });
    expect((await deliver(body, { eventId: 'evt_Refund000000001' })).json().data.duplicate).toBe(true);
  });
});
