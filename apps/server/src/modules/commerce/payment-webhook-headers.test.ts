import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from '../../test/openapi-operations.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The route fuzz: the webhook refused a delivery without a signature with a 400 naming
// x-razorpay-signature, a field its contract did not have. The headers are now part of it.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      razorpay: { keyId: 'rzp_test_k', keySecret: 'secret', webhookSecret: 'whsec', apiBaseUrl: 'http://127.0.0.1:9' },
    },
  });
});
afterAll(() => t.close());

describe('the Razorpay webhook headers', () => {
  it('are declared in the OpenAPI document', async () => {
    const webhook = (await operationsOf(t.app)).find((op) => op.id === 'POST /api/commerce/razorpay/webhook')!;
    const headers = webhook.parameters.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers.sort()).toEqual(['x-razorpay-event-id', 'x-razorpay-signature']);
  });

  it('a delivery without a signature is a 400 naming the declared header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/razorpay/webhook',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'x-razorpay-signature', message: 'is required.' }]);
  });

  it('a signature longer than any HMAC is refused by name before the body is checked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/razorpay/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(300) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('x-razorpay-signature');
  });
});
