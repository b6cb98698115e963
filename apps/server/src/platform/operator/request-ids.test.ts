import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVER_JOB } from '../../modules/notifications/notification-publisher.service.js';
import { makeUser } from '../../test/factories.js';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Request ids (README "Operating it"): an X-Request-Id that is well-formed (up to 64 letters, digits
// and . _ : -) is kept, anything else replaced by a new one; the answer names it, and every log line
// of the request carries it. Probes are not logged at info level; without METRICS_TOKEN, /metrics is 404. A sign-in's log lines hold no
// token, password, code, name, phone number or e-mail address, at any level.

const AUTH = '/api/cognito-login-service/auth';
const log = new PassThrough();
let logText = '';
log.on('data', (chunk: Buffer) => (logText += chunk.toString()));
const inbox = createRecordingNotifier();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logStream: log,
    notifier: inbox.notifier,
    config: { logLevel: 'trace' },
    // A request that queues a job (for tomorrow: it does not run during the test).
    routes: (app) =>
      app.get('/queues-a-job-for-the-test', async () => ({
        id: await t.services.jobs.enqueue(DELIVER_JOB, { event: {} }, { runAt: Date.now() + 86_400_000 }),
      })),
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const linesOf = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id, answers it, and writes it in every log line of the request', async () => {
    const id = 'lb-7f3a9c.2026:11';
    const before = logText.length;
    const res = await get('/api/platform/mode', { 'x-request-id': id });
    expect(res.headers['x-request-id']).toBe(id);
    const lines = linesOf(logText.slice(before));
    // One line a request, when it is answered: the request, its status and its time.
    const answered = lines.filter((l) => l.msg === 'request completed');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toMatchObject({ req: { method: 'GET', url: '/api/platform/mode' }, res: { statusCode: 200 } });
    expect(answered[0]!.responseTime).toEqual(expect.any(Number));
    expect(lines.filter((l) => l.reqId !== id)).toEqual([]);
  });

  it('replaces an id too long or with other characters, and makes one when none is sent', async () => {
    for (const sent of ['x'.repeat(65), 'a b', '<script>', 'id"with"quotes', '']) {
      const res = await get('/api/platform/mode', { 'x-request-id': sent });
      expect(res.headers['x-request-id'], sent).toMatch(UUID);
    }
    const first = (await get('/api/platform/mode')).headers['x-request-id'];
    const second = (await get('/api/platform/mode')).headers['x-request-id'];
    expect(first).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('names the job a request queued in that request’s log, with the request id', async () => {
    const res = await get('/queues-a-job-for-the-test', { 'x-request-id': 'queues-1' });
    const jobId = res.json().id as string;
    const queued = linesOf(logText).filter((l) => l.msg === 'job queued');
    expect(queued).toContainEqual(expect.objectContaining({ reqId: 'queues-1', job: DELIVER_JOB, job_id: jobId }));
  });

  it('names the id on refusals and on paths that are no route', async () => {
    expect((await get(`${AUTH}/me`, { 'x-request-id': 'refused-1' })).headers['x-request-id']).toBe('refused-1');
    expect((await get('/api/no/such/route', { 'x-request-id': 'missing-1' })).headers['x-request-id']).toBe(
      'missing-1',
    );
  });
});

describe('what the log holds', () => {
  it('probes are not logged per request at info level', async () => {
    const before = logText.length;
    await get('/api/platform/live');
    await get('/api/platform/ready');
    // This server has no METRICS_TOKEN: the metrics are not served, whatever token is sent.
    expect((await get('/metrics', { authorization: 'Bearer any-token-at-all' })).statusCode).toBe(404);
    expect(logText.slice(before)).not.toMatch(/platform\/(live|ready|metrics)/);
  });

  it("a sign-in's log lines hold no token, password, code, name, phone number or e-mail address", async () => {
    const person = {
      firstName: 'Kavyashree',
      lastName: 'Raghunathan',
      email: 'kavyashree.r@example.school',
      mobile: '9812345678',
      password: 'Tulip#Garden2026',
    };
    await makeUser(t.db, person);
    const before = logText.length;
    const wrong = await call(t.app, 'POST', `${AUTH}/login`, {
      body: { username: person.email, password: 'Wrong#Guess2026' },
    });
    expect(wrong.status).toBe(401);
    const login = await call(t.app, 'POST', `${AUTH}/login`, {
      body: { username: person.mobile, password: person.password },
    });
    expect(login.status).toBe(200);
    const { access_token, refresh_token } = login.body.data;
    expect((await call(t.app, 'GET', `${AUTH}/me`, { token: access_token })).status).toBe(200);
    const refreshed = await call(t.app, 'POST', `${AUTH}/refreshToken`, { body: { refresh_token } });
    expect(refreshed.status).toBe(200);
    const newMobile = '9876512345';
    await call(t.app, 'POST', `${AUTH}/sendOtp`, { body: { mobile: newMobile, country_iso: 'IN' } });
    const code = String(inbox.sent.at(-1)?.variables.code);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(t.app, 'POST', `${AUTH}/verifyOtp`, {
      body: { mobile: newMobile, country_iso: 'IN', otp: code },
    });
    expect(verified.body.data.verified).toBe(true);

    const written = logText.slice(before);
    // A line for each of the six calls at least (one a request, when answered), besides the sign-in's own.
    expect(linesOf(written).filter((l) => l.msg === 'request completed')).toHaveLength(6);
    const secrets = {
      password: person.password,
      wrongPassword: 'Wrong#Guess2026',
      accessToken: access_token,
      refreshToken: refresh_token,
      newAccessToken: refreshed.body.data.access_token,
      code,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      emailUser: 'kavyashree.r',
      mobile: person.mobile,
      newMobile,
    };
    const found = Object.entries(secrets).filter(([, value]) => written.includes(String(value)));
    expect(found.map(([what]) => what)).toEqual([]);
  });
});
