import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage } from '../../test/commerce-factories.js';
import { makeBoardAndClass, makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { movableClock, signIn } from './commerce-test-kit.js';

// In production without keys, buying answers a clear "payments are not configured" error; the test
// provider does not exist there either.

const time = movableClock();

describe('production without Razorpay keys', () => {
  let bare: TestApp;
  let at: { boardId: number; classId: number };
  const logLines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    bare = await createTestApp({
      clock: time.clock,
      config: { mode: 'production', razorpay: null, logLevel: 'info' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
          done();
        },
      }),
    });
    at = await makeBoardAndClass(bare.db);
  });
  afterAll(() => bare.close());

  it('buying answers that payments are not configured; the webhook refuses; the mode says no provider', async () => {
    const pkg = await makePackage(bare.db, { classes: [at] });
    const learner = await makeUser(bare.db);
    const token = await signIn(bare.app, learner);
    const res = await call(bare.app, 'POST', '/api/commerce/checkout', {
      token,
      body: {
        package_id: pkg.package_id,
        board_id: at.boardId,
        class_id: at.classId,
        idempotency_key: 'no-provider-1',
      },
    });
    expect(res.status).toBe(503);
    expect(res.body.error_code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.message).toMatch(/Payments are not configured/);
    expect(await bare.db.selectFrom('payments').select('id').execute()).toEqual([]);

    const webhook = await bare.app.inject({
      method: 'POST',
      url: '/api/commerce/razorpay/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
    });
    expect(webhook.statusCode).toBe(503);

    const mode = await call(bare.app, 'GET', '/api/platform/mode');
    expect(mode.body.data).toEqual({ mode: 'production', payment_provider: null, demo_accounts: [] });
  });

  it('says once at start-up that webhooks are refused, and refuses each delivery quietly', async () => {
    const said = logLines.filter((l) => l.msg.includes('RAZORPAY_WEBHOOK_SECRET is not set'));
    expect(said).toEqual([expect.objectContaining({ level: 40 })]);
    const before = logLines.length;
    for (let i = 0; i < 5; i += 1) {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/commerce/razorpay/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(503);
    }
    // As the probe found, each anonymous call was logged at error level with a stack trace.
    expect(logLines.slice(before).filter((l) => l.level >= 50)).toEqual([]);
  });
});
