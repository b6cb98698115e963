import { Writable } from 'node:stream';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../platform/push/vapid-keys.js';
import { tokenFor } from '../../test/content-factories.js';
import { makeUser } from '../../test/factories.js';
import {
  browserPushKeys,
  decryptPush,
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../test/push-service-stand-in.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Web push end to end: a subscription made through POST /notifications/webPushSubscription, an
// event published, and the request a push service receives, checked against the Web Push protocol
// (RFC 8030: POST, TTL), VAPID (RFC 8292: Authorization "vapid t=<ES256 JWT>, k=<public key>") and
// aes128gcm (RFC 8291: decrypted here with the browser's keys). The server runs in production mode,
// whose log must never hold a subscription's endpoint.

let service: PushServiceStandIn;
let t: TestApp;
const logLines: string[] = [];
const vapid = generateVapidKeys();
const SUBJECT = 'mailto:push-tests@esc-platform.invalid';

let person: { uuid: string; token: string };
let browser: ReturnType<typeof browserPushKeys>;
let endpoint: string;
let events = 0;

const subscriptionCall = (body: Record<string, unknown>, token = person.token) =>
  call(t.app, 'POST', '/api/notifications/webPushSubscription', { token, body });

async function publish(kind: 'homework_assigned' | 'homework_due_tomorrow' = 'homework_assigned') {
  events += 1;
  await t.services.notifications.publish({
    id: `push-evt-${events}`,
    kind,
    recipients: [person.uuid],
    title: { text: 'New homework' },
    body: { text: 'Fractions, exercise 4' },
    link: '/homework/7',
  });
  await t.services.jobs.drain();
}

beforeAll(async () => {
  service = await startPushServiceStandIn();
  t = await createTestApp({
    config: {
      mode: 'production',
      logLevel: 'info',
      webPush: { ...vapid, subject: SUBJECT, endpointOrigins: [service.origin] },
    },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(async () => {
  const user = await makeUser(t.db);
  person = { uuid: user.uuid, token: await tokenFor(t.app, user.email!, user.password) };
  browser = browserPushKeys();
  endpoint = `${service.origin}/push/${user.uuid}`;
  service.requests.length = 0;
  service.answer(201);
});

describe('POST /notifications/webPushSubscription', () => {
  it('answers the VAPID key and the choices (all on) before anything is subscribed', async () => {
    const res = await subscriptionCall({});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      vapid_public_key: vapid.publicKey,
      subscribed: false,
      subscription_count: 0,
      choices: {
        homework_assigned: true,
        homework_due_tomorrow: true,
        homework_completed_by_all: true,
        assessment_results_published: true,
        paper_assigned: true,
        notice_published: true,
        live_class: true,
        class_recap_published: true,
        attendance_absent: true,
        attendance_absence_warning: true,
        doubt_asked: true,
        doubt_answered: true,
        handin_received: true,
        handin_returned: true,
        grievance_answered: true,
        consent_decided: true,
        grievance_raised: true,
        grievance_due_soon: true,
      },
    });
  });

  it('subscribes a browser, and a published event reaches it as a Web Push request with VAPID', async () => {
    const res = await subscriptionCall({ action: 'subscribe', subscription: { endpoint, keys: browser.keys } });
    expect(res.body.data).toMatchObject({ subscribed: true, subscription_count: 1 });
    await publish();

    expect(service.requests).toHaveLength(1);
    const push = service.requests[0]!;
    expect(push.method).toBe('POST');
    expect(push.path).toBe(`/push/${person.uuid}`);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(push.headers.authorization));
    expect(match?.[2]).toBe(vapid.publicKey);
    const raw = Buffer.from(match![2]!, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    expect(decodeProtectedHeader(match![1]!).alg).toBe('ES256');
    const { payload } = await jwtVerify(match![1]!, key, { audience: service.origin, subject: SUBJECT });
    expect(payload.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);

    const message = JSON.parse(decryptPush(push.body, browser));
    expect(message).toEqual({
      id: expect.any(String),
      kind: 'homework_assigned',
      title: 'New homework',
      body: 'Fractions, exercise 4',
      link: '/homework/7',
    });
    const listed = await call(t.app, 'POST', '/api/notifications/list', { token: person.token, body: {} });
    expect(listed.body.data.notifications[0].id).toBe(message.id);
  });

  it('sends a push once when the event is published twice and its job runs again', async () => {
    await subscriptionCall({ action: 'subscribe', subscription: { endpoint, keys: browser.keys } });
    await publish();
    events -= 1;
    await publish();
    expect(service.requests).toHaveLength(1);
  });

  it('keeps the person’s choices: a kind turned off reaches the centre but not the browser', async () => {
    const res = await subscriptionCall({
      action: 'subscribe',
      subscription: { endpoint, keys: browser.keys },
      choices: { homework_assigned: false },
    });
    expect(res.body.data.choices).toEqual({
      homework_assigned: false,
      homework_due_tomorrow: true,
      homework_completed_by_all: true,
      assessment_results_published: true,
      paper_assigned: true,
      notice_published: true,
      live_class: true,
      class_recap_published: true,
      attendance_absent: true,
      attendance_absence_warning: true,
      doubt_asked: true,
      doubt_answered: true,
      handin_received: true,
      handin_returned: true,
      grievance_answered: true,
      consent_decided: true,
      grievance_raised: true,
      grievance_due_soon: true,
    });
    await publish('homework_assigned');
    expect(service.requests).toHaveLength(0);
    await publish('homework_due_tomorrow');
    expect(service.requests).toHaveLength(1);
    const listed = await call(t.app, 'POST', '/api/notifications/list', { token: person.token, body: {} });
    expect(listed.body.data.total).toBe(2);
  });

  it('unsubscribes a browser: no more pushes to it', async () => {
    await subscriptionCall({ action: 'subscribe', subscription: { endpoint, keys: browser.keys } });
    const res = await subscriptionCall({ action: 'unsubscribe', endpoint });
    expect(res.body.data).toMatchObject({ subscribed: false, subscription_count: 0 });
    await publish();
    expect(service.requests).toHaveLength(0);
  });

  it('refuses an unsubscribe without an endpoint, naming the field', async () => {
    const res = await subscriptionCall({ action: 'unsubscribe' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'endpoint', message: 'is required to unsubscribe' }]);
  });

  it('removes a subscription the push service says is gone (410), and never logs its endpoint', async () => {
    await subscriptionCall({ action: 'subscribe', subscription: { endpoint, keys: browser.keys } });
    service.answer(410);
    await publish();
    expect(service.requests).toHaveLength(1);
    expect((await subscriptionCall({ endpoint })).body.data).toMatchObject({
      subscribed: false,
      subscription_count: 0,
    });
    expect(logLines.join('')).toContain('push subscription gone');
    expect(logLines.join('')).not.toContain(service.origin);
    expect(logLines.join('')).not.toContain('/push/');
  });

  it('keeps a subscription whose push failed for a passing reason (500), without logging the endpoint', async () => {
    await subscriptionCall({ action: 'subscribe', subscription: { endpoint, keys: browser.keys } });
    service.answer(500);
    await publish();
    expect((await subscriptionCall({ endpoint })).body.data.subscribed).toBe(true);
    expect(logLines.join('')).toContain('push not accepted');
    expect(logLines.join('')).not.toContain('/push/');
  });

  it('refuses an endpoint outside the known push services (the server would post to it)', async () => {
    const res = await subscriptionCall({
      action: 'subscribe',
      subscription: { endpoint: 'http://169.254.169.254/latest/meta-data', keys: browser.keys },
    });
    expect(res.status).toBe(400);
    expect((await subscriptionCall({})).body.data.subscription_count).toBe(0);
  });

  it('is the caller’s own: another person can neither unsubscribe nor take over a browser of theirs', async () => {
    await subscriptionCall({ action: 'subscribe', subscription: { endpoint, keys: browser.keys } });
    const other = await makeUser(t.db);
    const otherToken = await tokenFor(t.app, other.email!, other.password);
    await subscriptionCall({ action: 'unsubscribe', endpoint }, otherToken);
    const takeOver = await subscriptionCall(
      { action: 'subscribe', subscription: { endpoint, keys: browser.keys } },
      otherToken,
    );
    expect(takeOver.status).toBe(409);
    expect((await subscriptionCall({ endpoint })).body.data.subscribed).toBe(true);
  });
});
