import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The problem and its fix, as reported: "Re-sending a code resets the 5-try limit (15 tries after 3
// re-sends) ... codes are written to the info log outside production ... Limit tries per target across re-sends."

const SEND = '/api/cognito-login-service/auth/sendOtp';
const VERIFY = '/api/cognito-login-service/auth/verifyOtp';

let t: TestApp;
let clockMs = Date.parse('2026-01-05T10:00:00Z');
const log = new PassThrough();
let logText = '';
log.on('data', (chunk: Buffer) => (logText += chunk.toString()));

beforeAll(async () => {
  // Demo mode (the default of npm start): the development console keeps the message, the answer shows the code.
  t = await createTestApp({ clock: () => clockMs, logStream: log, config: { logLevel: 'trace' } });
});
afterAll(() => t.close());

let address = 0;
const from = () => `10.1.0.${(address += 1)}`;
const send = (mobile: string, country_iso = 'IN') =>
  call(t.app, 'POST', SEND, { body: { mobile, country_iso }, remoteAddress: from() });
const verify = (mobile: string, otp: string, country_iso = 'IN') =>
  call(t.app, 'POST', VERIFY, { body: { mobile, country_iso, otp } });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-up codes (/verify-otp, /sign-up)', () => {
  it('sends a 6-digit code valid for 10 minutes; demo mode shows it; the number typed another way finds it', async () => {
    const sent = await send('+91 98765 43210');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      sent: true,
      expires_in: 600,
      sent_to: '+91-9876543210',
      mobile: '+91-9876543210',
    });
    expect(sent.body.data.otp).toMatch(/^\d{6}$/);
    expect((await verify('09876543210', sent.body.data.otp)).body.data).toEqual({ verified: true, attempts_left: 0 });
  });

  it('a wrong code counts a try', async () => {
    const sent = await send('9876500001');
    const res = await verify('9876500001', wrongOf(sent.body.data.otp));
    expect(res.body.data).toEqual({ verified: false, attempts_left: 4 });
    expect((await verify('9876500001', sent.body.data.otp)).body.data.verified).toBe(true);
  });

  it('five tries per number in all: re-sending never gives more', async () => {
    let sent = await send('9876500002');
    const seen: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      seen.push((await verify('9876500002', wrongOf(sent.body.data.otp))).body.data.attempts_left);
      sent = await send('9876500002');
      expect(sent.status).toBe(200);
    }
    seen.push((await verify('9876500002', wrongOf(sent.body.data.otp))).body.data.attempts_left);
    seen.push((await verify('9876500002', wrongOf(sent.body.data.otp))).body.data.attempts_left);
    expect(seen).toEqual([4, 3, 2, 1, 0]);
    // The right code of the newest send no longer works, and a new send is refused with the real wait.
    expect((await verify('9876500002', sent.body.data.otp)).body.data).toEqual({ verified: false, attempts_left: 0 });
    const again = await send('9876500002');
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Too many wrong codes. Please wait 60 minutes and try again.');
    // The window ends an hour after the first code: then the number starts again.
    clockMs += 60 * 60_000;
    const fresh = await send('9876500002');
    expect((await verify('9876500002', fresh.body.data.otp)).body.data.verified).toBe(true);
  });

  it('at most five codes per number an hour', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send('9876500005')).status).toBe(200);
    const sixth = await send('9876500005');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^You asked for a new code too many times\. Please wait \d+ minutes/);
  });

  it('a code expires after 10 minutes; AE numbers with or without their 0 are one number', async () => {
    const sent = await send('501234567', 'AE');
    expect(sent.body.data.mobile).toBe('+971-501234567');
    clockMs += 10 * 60_000 + 1;
    expect((await verify('0501234567', sent.body.data.otp, 'AE')).body.data).toEqual({
      verified: false,
      attempts_left: 0,
    });
    const fresh = await send('0501234567', 'AE');
    clockMs += 9 * 60_000;
    expect((await verify('+971 50 123 4567', fresh.body.data.otp, 'AE')).body.data.verified).toBe(true);
  });

  it('sends to an email too; one of mobile or email is required', async () => {
    const sent = await call(t.app, 'POST', SEND, { body: { email: 'Asha@Example.com' }, remoteAddress: from() });
    expect(sent.body.data).toMatchObject({ sent: true, sent_to: 'asha@example.com' });
    const ok = await call(t.app, 'POST', VERIFY, { body: { email: 'asha@example.com', otp: sent.body.data.otp } });
    expect(ok.body.data.verified).toBe(true);
    const neither = await call(t.app, 'POST', SEND, { body: { country_iso: 'IN' }, remoteAddress: from() });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual([{ field: 'mobile', message: expect.stringContaining('one of them') }]);
  });

  it('without a pending code nothing verifies; a malformed number is 400 naming mobile', async () => {
    expect((await verify('9876500099', '123456')).body.data).toEqual({ verified: false, attempts_left: 0 });
    const bad = await send('12345');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'mobile', message: expect.any(String) }]);
  });

  it('an address has a budget of codes', async () => {
    const one = '10.9.9.9';
    const results: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await call(t.app, 'POST', SEND, {
        body: { mobile: `98766${String(i).padStart(5, '0')}`, country_iso: 'IN' },
        remoteAddress: one,
      });
      results.push(res.status);
    }
    expect(results.filter((s) => s === 200)).toHaveLength(20);
    expect(results.at(-1)).toBe(429);
  });

  it('never writes a code to the log, at any level', async () => {
    const sent = await send('9876500077');
    expect(logText).toContain('demo notifier');
    expect(logText).not.toContain(sent.body.data.otp);
    expect(logText).not.toContain('9876500077');
  });
});

describe('production mode', () => {
  it('sends through the configured adapter and never shows the code', async () => {
    const sms = createRecordingNotifier(['sms']);
    const prod = await createTestApp({ config: { mode: 'production' }, notifier: sms.notifier });
    try {
      const res = await call(prod.app, 'POST', SEND, { body: { mobile: '9876500004', country_iso: 'IN' } });
      expect(res.status).toBe(200);
      expect(res.body.data.otp).toBeUndefined();
      const message = sms.last('+919876500004', 'otp')!;
      expect(message.channel).toBe('sms');
      expect(message.text).toContain(message.variables.code!);
      const ok = await call(prod.app, 'POST', VERIFY, {
        body: { mobile: '9876500004', country_iso: 'IN', otp: message.variables.code },
      });
      expect(ok.body.data.verified).toBe(true);
    } finally {
      await prod.close();
    }
  });

  it('without an email adapter an email code is 503 in plain words (there is no console adapter)', async () => {
    const prod = await createTestApp({
      config: { mode: 'production', notify: { smtp: null, msg91: null, publicUrl: null } },
    });
    try {
      const res = await call(prod.app, 'POST', SEND, { body: { email: 'someone@example.com' } });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('This server cannot send email yet. Use your mobile number, or ask your school.');
      expect(prod.services.notifier.outbox).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
