import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/razorpay-stand-in.js';
import { createRazorpayPaymentProvider } from './razorpay-payment-provider.js';

// Razorpay's documentation: Orders API "Create an Order" (Basic auth with key id and secret; amount
// in paise, currency, receipt, notes), and Standard Checkout's payment verification:
// generated_signature = hmac_sha256(order_id + "|" + razorpay_payment_id, secret).

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'test-key-secret-of-the-dashboard';
let standIn: RazorpayStandIn;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
});
afterAll(() => standIn.close());

const provider = () =>
  createRazorpayPaymentProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: null, apiBaseUrl: standIn.url });

const documentedSignature = (orderId: string, paymentId: string) =>
  createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

describe('the Razorpay adapter', () => {
  it('creates an order through the Orders API: Basic auth, amount in paise, receipt and notes', async () => {
    const { reference } = await provider().createOrder({
      paymentId: '2f1c7a52-58a0-4c7a-9d3e-0d3c1c2b9a10',
      amountPaise: 7_999_00,
      currency: 'INR',
      notes: { package_id: '104', learner_uuid: 'abc' },
    });
    expect(reference).toMatch(/^order_/);
    const sent = standIn.requests.at(-1)!;
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(sent.contentType).toBe('application/json');
    expect(sent.body).toEqual({
      amount: 799900,
      currency: 'INR',
      receipt: '2f1c7a52-58a0-4c7a-9d3e-0d3c1c2b9a10',
      notes: { package_id: '104', learner_uuid: 'abc' },
    });
    expect(sent.body.receipt!.length).toBeLessThanOrEqual(40);
  });

  it('answers 503 in plain words when Razorpay refuses the order (its documented error body)', async () => {
    standIn.failNext(400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The amount must be at least INR 1.00',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: 'amount',
      },
    });
    await expect(
      provider().createOrder({ paymentId: 'p-1', amountPaise: 50, currency: 'INR', notes: {} }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/try again/) });
  });

  it('answers 503 when Razorpay cannot be reached', async () => {
    const unreachable = createRazorpayPaymentProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: null,
      apiBaseUrl: 'http://127.0.0.1:1',
    });
    await expect(
      unreachable.createOrder({ paymentId: 'p-2', amountPaise: 100, currency: 'INR', notes: {} }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('confirms a checkout whose razorpay_signature is HMAC-SHA256(order_id|payment_id) with the key secret', async () => {
    const orderId = 'order_DESlLckIVRkHWj';
    const paymentId = 'pay_DESlfW9H8K9uqM';
    const proof = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: documentedSignature(orderId, paymentId),
    };
    expect(await provider().confirm({ reference: orderId, proof })).toEqual({
      outcome: 'paid',
      providerPaymentId: paymentId,
    });
  });

  it.each([
    [
      'a signature made with another secret',
      {
        razorpay_signature: createHmac('sha256', 'other')
          .update('order_DESlLckIVRkHWj|pay_DESlfW9H8K9uqM')
          .digest('hex'),
      },
      'razorpay_signature',
    ],
    [
      'a signature of another payment',
      { razorpay_signature: documentedSignature('order_DESlLckIVRkHWj', 'pay_Other000000001') },
      'razorpay_signature',
    ],
    ['the proof of another order', { razorpay_order_id: 'order_Other00000001' }, 'razorpay_order_id'],
    ['no signature', { razorpay_signature: undefined }, 'razorpay_signature'],
    ['no payment id', { razorpay_payment_id: undefined }, 'razorpay_payment_id'],
    ['a test card instead', { razorpay_order_id: undefined, test_token: '4111 1111 1111 1111' }, 'razorpay_order_id'],
  ])('refuses %s, naming the field', async (_name, change, field) => {
    const orderId = 'order_DESlLckIVRkHWj';
    const paymentId = 'pay_DESlfW9H8K9uqM';
    const proof = {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: documentedSignature(orderId, paymentId),
      ...change,
    };
    const result = await provider().confirm({ reference: orderId, proof });
    expect(result).toMatchObject({ outcome: 'invalid', field });
  });
});
